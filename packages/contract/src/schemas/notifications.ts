/** Notifications: stored items, the create body, and the server-sent event messages. */
import { z } from 'zod';
import { notificationTypeSchema, ticketStatusSchema } from '../enum-schemas.ts';
import { countSchema, idSchema, isoDateTimeSchema, requiredTextSchema } from './common.ts';

/** `data` of a notification: what the bell shows besides the message. Extra keys are kept. */
export const notificationDataSchema = z.looseObject({
  ticket_subject: z.string().optional(),
  new_status: ticketStatusSchema.optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  ticket_id: idSchema,
  ticket_number: z.string().nullable(),
  update_type: notificationTypeSchema,
  message: z.string(),
  data: notificationDataSchema,
  read: z.boolean(),
  created_at: isoDateTimeSchema,
  /** The person's sequence number (the stream's event id; resuming after it brings what followed). */
  seq: z.number().int().nonnegative().optional(),
  /** Same as `created_at`: the name the polling fallback's items use. */
  timestamp: isoDateTimeSchema.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `POST /notifications` body. */
export const notificationCreateRequestSchema = z.object({
  user_id: idSchema,
  ticket_id: idSchema,
  ticket_number: z.string().nullable().optional(),
  update_type: notificationTypeSchema,
  message: requiredTextSchema.max(2000),
  data: notificationDataSchema.default({}),
});
export type NotificationCreateRequest = z.input<typeof notificationCreateRequestSchema>;

/**
 * `GET /notifications/unread-count` answer: how many of the person's notifications are unread, all of
 * them (the bell keeps only the newest 50, so it cannot count them itself; the badge says '99+' above 99).
 */
export const unreadCountResponseSchema = z.object({ count: countSchema });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

/** `PATCH /notifications/mark-all-read` answer: how many were marked. */
export const markAllReadResponseSchema = z.object({ count: countSchema });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

/**
 * Messages of `GET /notifications/stream` (each an SSE `data:` line of JSON; `ticket_update`
 * events carry an SSE `id:` so a reconnecting client resumes with `Last-Event-ID`).
 */
export const sseConnectedMessageSchema = z.object({ type: z.literal('connected'), user_id: idSchema });
export const sseTicketUpdateMessageSchema = z.object({
  type: z.literal('ticket_update'),
  notification: notificationSchema,
});
export const sseHeartbeatMessageSchema = z.object({
  type: z.literal('heartbeat'),
  timestamp: isoDateTimeSchema.optional(),
});
export const notificationStreamMessageSchema = z.discriminatedUnion('type', [
  sseConnectedMessageSchema,
  sseTicketUpdateMessageSchema,
  sseHeartbeatMessageSchema,
]);
export type NotificationStreamMessage = z.infer<typeof notificationStreamMessageSchema>;
export type SseConnectedMessage = z.infer<typeof sseConnectedMessageSchema>;
export type SseTicketUpdateMessage = z.infer<typeof sseTicketUpdateMessageSchema>;
export type SseHeartbeatMessage = z.infer<typeof sseHeartbeatMessageSchema>;

/**
 * `GET /notifications/stream` query: where to resume (the Last-Event-ID header does the same within one
 * EventSource). No token: the browser's EventSource sends the session cookie, other apps a Bearer header.
 */
export const notificationStreamQuerySchema = z.object({
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});
