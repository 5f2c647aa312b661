/** Request schemas come from the contract: the server validates exactly what the client is typed to send. */
export {
  auditCreateRequestSchema,
  azureCallbackRequestSchema,
  boostAgentUpdateRequestSchema,
  boostUserUpdateRequestSchema,
  businessUnitCreateRequestSchema,
  businessUnitUpdateRequestSchema,
  commentCreateRequestSchema,
  loginRequestSchema,
  notificationCreateRequestSchema,
  permissionsUpdateRequestSchema,
  sinceQuerySchema,
  ticketCreateRequestSchema,
  ticketListQuerySchema,
  ticketUpdateRequestSchema,
  userCreateRequestSchema,
  userUpdateRequestSchema,
} from '@portal/contract';
