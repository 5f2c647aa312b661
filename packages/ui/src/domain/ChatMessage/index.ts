export {
  ChatMessage,
  type ChatMessageProps,
  type ChatMessageView,
  chatAuthorNames,
  formatResponseTime,
} from './ChatMessage.tsx';
