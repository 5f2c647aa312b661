export { type Call, type CallArgs, createCall } from './call.ts';
export {
  type ApiClient,
  type ApiResponse,
  type ChatSendOptions,
  type CreateApiClientOptions,
  createApiClient,
  type RecentNotificationsResult,
  type UploadFile,
} from './client.ts';
export {
  ApiError,
  type ApiErrorKind,
  apiErrorKinds,
  type ConnectionIssue,
  type ConnectionIssueToast,
  connectionIssueToast,
  isApiError,
  messageForStatus,
  retryingError,
  toApiError,
} from './errors.ts';
export {
  type ApiClientOptions,
  type CallContext,
  createHttp,
  type Http,
  type RetryNotice,
  retryPolicy,
  type TokenSource,
} from './http.ts';
export { type PolledNotification, polledNotifications } from './recent.ts';
export { type ChatStreamEvent, type ChatStreamMetadata, readChatStream } from './streams/chat-stream.ts';
export {
  type EventSourceConstructor,
  type EventSourceLike,
  type NotificationStream,
  type NotificationStreamEvent,
  type NotificationStreamHandlers,
  notificationStreamTypes,
  openNotificationStream,
} from './streams/notification-stream.ts';
export {
  type DownloadedFile,
  filenameFromDisposition,
  openFileInNewTab,
  saveFile,
  type UploadOptions,
  type UploadProgress,
} from './transfer.ts';
