/** The chat assistant: sessions, messages, structured answers, the send stream, feedback. */
import { z } from 'zod';
import {
  chatResponseTypeSchema,
  chatRoleSchema,
  classificationSchema,
  departmentSchema,
  feedbackRatingSchema,
  kbDepartmentSchema,
  ticketPrioritySchema,
} from '../enum-schemas.ts';
import { countSchema, idSchema, isoDateTimeSchema, requiredTextSchema } from './common.ts';

export const chatSessionSchema = z.object({
  id: idSchema,
  /** The first question (shortened). */
  title: z.string(),
  messages_count: countSchema,
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
  /** Owner; admins may open other users' sessions read-only. */
  user_id: idSchema.optional(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** A structured answer, every section built from retrieved document text. */
export const structuredAnswerSchema = z.object({
  summary: z.string(),
  details: z.object({
    requirements: z.array(z.string()),
    /** In order (rendered numbered). */
    procedures: z.array(z.string()),
    exceptions: z.array(z.string()),
  }),
  action_required: z.string().nullable(),
  contact_info: z.string().nullable(),
  related_policies: z.array(z.string()),
});
export type StructuredAnswer = z.infer<typeof structuredAnswerSchema>;

/** A document the answer really used. */
export const referencedDocumentSchema = z.object({
  document_id: idSchema,
  /** The document's original name (the download link text). */
  source: z.string(),
  department: kbDepartmentSchema.optional(),
  /** Heading path of the section used, joined with ' > ' ('Leave > Annual leave > Carry over'); null = whole document. */
  section: z.string().nullable().optional(),
  /** The same heading path as a list. */
  heading_path: z.array(z.string()).optional(),
  /** Retrieval rank score (higher is better). */
  score: z.number().optional(),
});
export type ReferencedDocument = z.infer<typeof referencedDocumentSchema>;

/**
 * The sentence of a document a statement of the answer stands on (the user can open it beside the
 * statement). Every statement a model wrote is checked against the sections it was given; those that
 * hold are listed here, the others are removed from the answer.
 */
export const statementSourceSchema = z.object({
  /** The statement as it reads in the answer. */
  statement: z.string(),
  document_id: idSchema,
  /** The document's original name. */
  source: z.string(),
  /** Heading path of the section, joined with ' > '. */
  section: z.string().nullable(),
  /** The document's sentence, word for word. */
  sentence: z.string(),
});
export type StatementSource = z.infer<typeof statementSourceSchema>;

/** A ticket the assistant suggests raising (nothing relevant found, or the answer says to contact support). */
export const suggestedTicketSchema = z.object({
  reason: z.string(),
  subject: z.string().optional(),
  description: z.string().optional(),
  support_department: departmentSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  classification: classificationSchema.optional(),
});
export type SuggestedTicket = z.infer<typeof suggestedTicketSchema>;

export const chatMessageMetadataSchema = z.object({
  response_time_seconds: z.number().nonnegative().optional(),
  /** How many documents the answer used (= referenced_documents.length). */
  documents_referenced: countSchema.optional(),
  referenced_documents: z.array(referencedDocumentSchema).optional(),
  response_type: chatResponseTypeSchema.optional(),
  suggested_ticket: suggestedTicketSchema.nullable().optional(),
  /** Answered from the response cache. */
  cached: z.boolean().optional(),
  model: z.string().optional(),
  /** The document sentence behind each statement of the answer. */
  statement_sources: z.array(statementSourceSchema).optional(),
});
export type ChatMessageMetadata = z.infer<typeof chatMessageMetadataSchema>;

export const chatMessageSchema = z.object({
  /** Present on stored messages (feedback needs it); absent on a placeholder being streamed. */
  id: idSchema.optional(),
  role: chatRoleSchema,
  /** Plain text, or a structured answer. */
  content: z.union([z.string(), structuredAnswerSchema]),
  timestamp: isoDateTimeSchema,
  metadata: chatMessageMetadataSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `GET /chat/sessions/:id/messages`: we answer an array (the spec allows an object with `messages`). */
export const chatMessagesResponseSchema = z.array(chatMessageSchema);
/** Accepts both forms the spec allows, normalised to the array. */
export const chatMessagesLooseResponseSchema = z
  .union([chatMessagesResponseSchema, z.object({ messages: chatMessagesResponseSchema })])
  .transform((value) => (Array.isArray(value) ? value : value.messages));

/**
 * `POST /chat/send` body. `session_id` is required: a new conversation uses a client-made UUID and the
 * server creates the session on its first message (a session id owned by someone else answers 404).
 * `document_ids` restricts retrieval to those documents.
 */
export const chatSendRequestSchema = z.object({
  session_id: idSchema,
  message: requiredTextSchema.max(4000),
  document_ids: z.array(idSchema).optional(),
  stream: z.boolean().default(true),
});
export type ChatSendRequest = z.input<typeof chatSendRequestSchema>;

/**
 * Events of the streamed answer: lines `data: {json}`. Zero or more `content` pieces, then exactly one
 * `metadata` (the end), or an `error` instead. For a structured answer the pieces concatenated are the
 * answer's JSON (`structuredAnswerSchema`); for a text answer, the text.
 */
export const chatStreamContentEventSchema = z.object({ type: z.literal('content'), content: z.string() });
export const chatStreamMetadataEventSchema = z.object({
  type: z.literal('metadata'),
  session_id: idSchema,
  /** Id of the stored assistant message (for feedback). */
  message_id: idSchema,
  documents_referenced: countSchema,
  referenced_documents: z.array(referencedDocumentSchema),
  response_time_seconds: z.number().nonnegative(),
  response_type: chatResponseTypeSchema,
  suggested_ticket: suggestedTicketSchema.nullable().optional(),
  cached: z.boolean().optional(),
  model: z.string().optional(),
  /** The document sentence behind each statement of the answer. */
  statement_sources: z.array(statementSourceSchema).optional(),
  /**
   * Present when the streamed content pieces are withdrawn: the answer is this instead, exactly the
   * stored message's `content` (what a reload shows): text, or a structured answer (as
   * `response_type` says). Our server sends it when an answer streamed as it formed fails the check at the end (none
   * of its citations is supported by the documents: this is then the not-found text, with no
   * references and a `suggested_ticket`), or when the AI service failed after part of its answer was
   * streamed (this is then the built-in engine's answer). Absent: the pieces are the answer. Optional,
   * so clients that do not know it still parse the event.
   */
  replacement_content: z.union([z.string(), structuredAnswerSchema]).optional(),
});
export const chatStreamErrorEventSchema = z.object({ type: z.literal('error'), detail: z.string() });
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  chatStreamContentEventSchema,
  chatStreamMetadataEventSchema,
  chatStreamErrorEventSchema,
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
export type ChatStreamContentEvent = z.infer<typeof chatStreamContentEventSchema>;
export type ChatStreamMetadataEvent = z.infer<typeof chatStreamMetadataEventSchema>;
export type ChatStreamErrorEvent = z.infer<typeof chatStreamErrorEventSchema>;
/** The streamed answer's final metadata (the `metadata` event without its `type`). */
export type ChatStreamMetadata = Omit<ChatStreamMetadataEvent, 'type'>;

/**
 * A structured answer as far as it has streamed (the pieces parsed as JSON so far): any part may still
 * be missing. A complete `StructuredAnswer` is one too.
 */
export type PartialStructuredAnswer = Partial<Omit<StructuredAnswer, 'details'>> & {
  details?: Partial<StructuredAnswer['details']>;
};

/**
 * A message as a conversation shows it: a stored `ChatMessage`, or an answer still streaming, whose
 * content may be a partial structured answer. A streamed answer's metadata carries the stored
 * message's id (`message_id`, from the stream's metadata) once it has ended.
 */
export type ChatMessageView = Omit<ChatMessage, 'content' | 'metadata'> & {
  content: string | PartialStructuredAnswer;
  metadata?: (ChatMessageMetadata & { message_id?: string; session_id?: string }) | null;
};

/** `POST /chat/send` with `stream: false`: the stored assistant message. */
export const chatSendResponseSchema = chatMessageSchema;

// ---------------------------------------------------------------------------------------------------------
// Feedback

/** `POST /chat/feedback` body: thumbs up/down on an assistant message, optional comment. */
export const feedbackRequestSchema = z.object({
  message_id: idSchema,
  rating: feedbackRatingSchema,
  comment: z.string().trim().max(2000).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: idSchema,
  message_id: idSchema,
  session_id: idSchema,
  user_id: idSchema,
  user_name: z.string(),
  rating: feedbackRatingSchema,
  comment: z.string().nullable(),
  /** The question the rated answer replied to. */
  question: z.string(),
  /** Documents cited by the rated answer. */
  referenced_documents: z.array(referencedDocumentSchema),
  created_at: isoDateTimeSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * `GET /chat/feedback` query: down-votes (by default) on answers citing documents of a department.
 */
export const feedbackListQuerySchema = z.object({
  department: kbDepartmentSchema.optional(),
  rating: feedbackRatingSchema.default('down'),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;
