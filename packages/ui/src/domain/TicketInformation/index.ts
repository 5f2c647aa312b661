export {
  defaultConversationHref,
  TicketInformation,
  type TicketInformationProps,
} from './TicketInformation.tsx';
