/**
 * Where the server needed something `@portal/contract` does not (yet) say. Each entry is a note for
 * the contract's owner; nothing here is imported at run time.
 *
 * 1. Corporate sign-in nonce: `azureCallbackRequestSchema.nonce` is optional. When the client omits it
 *    the server expects the ID token's nonce to equal `state` (the client should send the state value as
 *    the `nonce` of the authorization request, or send `nonce` in the callback form). Worth stating in
 *    the schema's doc comment so the api-client does one or the other.
 * 2. `notificationSchema` has no `timestamp`/`seq`; the server also sends `timestamp` (= created_at, for
 *    the polling fallback's `recent` items) and `seq` (the SSE event id). Harmless extra keys; the
 *    contract could add `seq: z.number().int()` if the client wants to resume by hand.
 * 3. `GET /notifications/recent` answers full notifications (the contract's `recentNotificationItemSchema`
 *    fields are a subset of them).
 */
export {};
