export { TicketCard, type TicketCardProps } from './TicketCard.tsx';
