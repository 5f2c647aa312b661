export * from './contract-gaps.ts';
export * from './machines/chat-streaming.ts';
export * from './machines/document-approval.ts';
export * from './machines/login.ts';
export * from './machines/news-carousel.ts';
export * from './machines/notification-connection.ts';
export * from './machines/ticket-edit.ts';
export * from './machines/ticket-form.ts';
export * from './machines/upload-queue.ts';
export {
  advancePartialJson,
  initialPartialJsonState,
  type PartialJsonState,
  parsePartialJson,
  partialJsonValue,
} from './partial-json.ts';
export { authorizeUrl, createPkce, type PkceValues } from './pkce.ts';
export * from './shared.ts';
