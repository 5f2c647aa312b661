export { UserTable, type UserTableProps } from './UserTable.tsx';
