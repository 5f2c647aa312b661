export {
  approvedDocumentsText,
  ConversationList,
  type ConversationListProps,
  messageCountText,
} from './ConversationList.tsx';
