export { type ColumnCount, Columns, type ColumnsProps, columnCounts } from './Columns.tsx';
