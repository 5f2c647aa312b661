export { NoMessages, type NoMessagesProps } from './NoMessages.tsx';
