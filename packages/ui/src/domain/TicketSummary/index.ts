export { TicketSummary, type TicketSummaryProps } from './TicketSummary.tsx';
