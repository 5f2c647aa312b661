export {
  type AllOr,
  defaultTicketFilters,
  TicketFilterBar,
  type TicketFilterBarProps,
  type TicketFilters,
} from './TicketFilterBar.tsx';
