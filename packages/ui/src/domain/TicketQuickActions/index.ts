export { TicketQuickActions, type TicketQuickActionsProps, UNASSIGNED_KEY } from './TicketQuickActions.tsx';
