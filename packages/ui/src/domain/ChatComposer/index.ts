export { CHAT_MESSAGE_MAX_LENGTH, ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';
