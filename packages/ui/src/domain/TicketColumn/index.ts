export { TicketColumn, type TicketColumnProps } from './TicketColumn.tsx';
