/**
 * @portal/contract: what crosses the wire between the portal and its API server.
 * zod schemas (+ inferred types), enums with display labels, constants and messages, the permission
 * catalogue, the endpoint catalogue, and pure rules shared by server and client.
 */
export * from './constants.ts';
export * from './endpoints.ts';
export * from './enum-schemas.ts';
export * from './enums.ts';
export * from './openapi.ts';
export * from './permissions.ts';
export * from './routes.ts';
export * from './rules/analytics.ts';
export * from './rules/chat-ticket.ts';
export * from './rules/display-name.ts';
export * from './rules/email.ts';
export * from './rules/files.ts';
export * from './rules/format.ts';
export * from './rules/notifications.ts';
export * from './rules/query.ts';
export * from './rules/retry.ts';
export * from './rules/roles.ts';
export * from './rules/sla.ts';
export * from './rules/tickets.ts';
export * from './schemas/admin.ts';
export * from './schemas/chat.ts';
export * from './schemas/common.ts';
export * from './schemas/documents.ts';
export * from './schemas/notifications.ts';
export * from './schemas/tickets.ts';
export * from './schemas/users.ts';
export * from './server-render.ts';
