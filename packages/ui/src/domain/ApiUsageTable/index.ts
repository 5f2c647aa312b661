export { ApiUsageTable, type ApiUsageTableProps } from './ApiUsageTable.tsx';
