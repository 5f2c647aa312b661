/** People, sign-in, business units and permissions. */
import { z } from 'zod';
import {
  boostRoleSchema,
  businessUnitStatusSchema,
  businessUnitTypeSchema,
  departmentSchema,
  permissionMapSchema,
  roleSchema,
} from '../enum-schemas.ts';
import { defaultBusinessUnitStatus, defaultBusinessUnitType } from '../enums.ts';
import {
  emailSchema,
  errorResponseSchema,
  idSchema,
  isoDateTimeSchema,
  requiredTextSchema,
} from './common.ts';

// ---------------------------------------------------------------------------------------------------------
// User

/**
 * A person. `role` is lower case, `boost_role` capitalised; the effective role is `boost_role` when set,
 * else `role` (see `effectiveRole`). The server keeps them in step (setting one sets the other).
 */
export const userSchema = z.object({
  id: idSchema,
  /** Legacy alias of `id` kept for the older screens; always equal to `id`. */
  user_id: idSchema,
  email: z.string(),
  /** Full name; when none was stored the server derives it from the e-mail (`displayNameFromEmail`). */
  name: z.string(),
  /** What the navigation bar shows: derived from the e-mail local part, split on dots and capitalised. */
  display_name: z.string(),
  role: roleSchema,
  boost_role: boostRoleSchema.nullable(),
  department: departmentSchema.nullable(),
  business_unit_id: idSchema.nullable(),
  business_unit_name: z.string().nullable(),
  /**
   * Only ever present (a string) in the answer that has just issued it (user creation); codes are stored
   * hashed, so everywhere else it is null or absent and the screen shows '------'.
   */
  personal_code: z.string().nullish(),
  /** Whether a personal code has been issued (and not revoked): a person without one cannot sign in by code. */
  has_personal_code: z.boolean().optional(),
  is_active: z.boolean(),
  /** The user's permission map (admin user list and `/auth/me`); absent where not needed. */
  permissions: permissionMapSchema.optional(),
  /**
   * Only in the signed-in person's own answers (sign-in, `/auth/me`): whether they are the designated
   * user administrator (the server's USER_ADMIN_EMAIL), the one account that may add users and issue
   * new personal codes. The client cannot know that e-mail otherwise.
   */
  is_user_administrator: z.boolean().optional(),
  /**
   * Likewise: whether they are the designated document administrator (the server's
   * DOCUMENT_ADMIN_EMAIL), the one account that may delete knowledge-base documents (and upload, as
   * admins may).
   */
  is_document_administrator: z.boolean().optional(),
  created_at: isoDateTimeSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** `POST /admin/users` body (both admin screens: BOOST admin sends `role`, system admin `boost_role`). */
export const userCreateRequestSchema = z.object({
  name: requiredTextSchema.max(200),
  email: emailSchema,
  role: roleSchema.optional(),
  boost_role: boostRoleSchema.optional(),
  /** 'none' in the dialog becomes null. */
  department: departmentSchema.nullable().optional(),
  business_unit_id: idSchema.nullable().optional(),
  /** Initial permissions (the add-user dialog starts from the role's defaults). Absent: the role's defaults. */
  permissions: permissionMapSchema.optional(),
  is_active: z.boolean().optional(),
});
export type UserCreateRequest = z.infer<typeof userCreateRequestSchema>;

/** The created user, carrying the freshly issued `personal_code` (shown once, toast 10 s). */
export const userCreateResponseSchema = userSchema.extend({ personal_code: z.string() });
export type UserCreateResponse = z.infer<typeof userCreateResponseSchema>;

/** `PUT /admin/users/:id` body: any subset. */
export const userUpdateRequestSchema = z.object({
  name: requiredTextSchema.max(200).optional(),
  email: emailSchema.optional(),
  role: roleSchema.optional(),
  boost_role: boostRoleSchema.optional(),
  department: departmentSchema.nullable().optional(),
  business_unit_id: idSchema.nullable().optional(),
  is_active: z.boolean().optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

/** `PUT /boost/users/:id` body: `boost_role` alone, or name, email, boost_role, business_unit_id, department. */
export const boostUserUpdateRequestSchema = userUpdateRequestSchema.pick({
  name: true,
  email: true,
  boost_role: true,
  business_unit_id: true,
  department: true,
});
export type BoostUserUpdateRequest = z.infer<typeof boostUserUpdateRequestSchema>;

/** `PUT /admin/users/:id/permissions` body. */
export const permissionsUpdateRequestSchema = z.object({ permissions: permissionMapSchema });
export type PermissionsUpdateRequest = z.infer<typeof permissionsUpdateRequestSchema>;
export const permissionsUpdateResponseSchema = z.object({
  user_id: idSchema,
  permissions: permissionMapSchema,
});
export type PermissionsUpdateResponse = z.infer<typeof permissionsUpdateResponseSchema>;

/** `POST /admin/users/:id/regenerate-code` answer; the old code stops working at once. */
export const regenerateCodeResponseSchema = z.object({ new_code: z.string().min(1) });
export type RegenerateCodeResponse = z.infer<typeof regenerateCodeResponseSchema>;

/** A person a ticket can be assigned to (active users only). */
export const assigneeSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().optional(),
  role: roleSchema,
  department: departmentSchema.nullable(),
  is_active: z.boolean(),
});
export type Assignee = z.infer<typeof assigneeSchema>;

/** A person who can be set as a ticket's boost agent. */
export const boostAgentSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().optional(),
  role: roleSchema,
  department: departmentSchema.nullable(),
});
export type BoostAgent = z.infer<typeof boostAgentSchema>;

// ---------------------------------------------------------------------------------------------------------
// Sign-in

export const loginRequestSchema = z.object({
  email: emailSchema,
  personal_code: requiredTextSchema.max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer').optional(),
  /** When the token expires at the latest (absolute expiry; idle expiry may end it sooner). */
  expires_at: isoDateTimeSchema.optional(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /auth/me` answer. */
export const meResponseSchema = userSchema;
export type MeResponse = User;

/**
 * `GET /auth/azure/config` (no token). When corporate sign-in is not configured the server answers
 * `configured: false` with null authority/client_id and no scopes, so the screen can say 'not configured'.
 * `authorization_endpoint` comes from the provider's discovery document (where the browser starts the
 * code flow; providers differ, so clients must not guess it); null when discovery failed. Optional:
 * servers before it did not send it.
 */
export const azureConfigResponseSchema = z.object({
  configured: z.boolean(),
  authority: z.string().nullable(),
  client_id: z.string().nullable(),
  scopes: z.array(z.string()),
  authorization_endpoint: z.string().nullable().optional(),
});
export type AzureConfigResponse = z.infer<typeof azureConfigResponseSchema>;

/** `POST /auth/azure/callback` form-encoded body. `nonce` is the one the client put in the auth request. */
export const azureCallbackRequestSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(1024),
  redirect_uri: z.string().min(1).max(2048),
  code_verifier: z.string().min(1).max(256),
  nonce: z.string().min(1).max(1024).optional(),
});
export type AzureCallbackRequest = z.infer<typeof azureCallbackRequestSchema>;

export const azureCallbackResponseSchema = z.object({
  ok: z.boolean(),
  user: userSchema.nullable(),
  access_token: z.string().nullable(),
  error: z.string().nullable(),
});
export type AzureCallbackResponse = z.infer<typeof azureCallbackResponseSchema>;

/**
 * The callback's error answers: `{ detail }` like every error, plus the callback's own shape
 * (`ok: false`, `error`), which older clients read.
 */
export const azureCallbackErrorSchema = errorResponseSchema.extend({
  ok: z.literal(false).optional(),
  user: z.null().optional(),
  access_token: z.null().optional(),
  error: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Business units

export const businessUnitSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string().nullable(),
  type: businessUnitTypeSchema,
  status: businessUnitStatusSchema,
  description: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type BusinessUnit = z.infer<typeof businessUnitSchema>;

/** `POST /boost/business-units` body. Name required ('Business unit name is required'). */
export const businessUnitCreateRequestSchema = z.object({
  name: requiredTextSchema.max(200),
  code: z.string().trim().max(50).nullable().optional(),
  type: businessUnitTypeSchema.default(defaultBusinessUnitType),
  status: businessUnitStatusSchema.default(defaultBusinessUnitStatus),
  description: z.string().trim().max(2000).nullable().optional(),
});
export type BusinessUnitCreateRequest = z.input<typeof businessUnitCreateRequestSchema>;

/** `PUT /boost/business-units/:id` body: any subset. */
export const businessUnitUpdateRequestSchema = z.object({
  name: requiredTextSchema.max(200).optional(),
  code: z.string().trim().max(50).nullable().optional(),
  type: businessUnitTypeSchema.optional(),
  status: businessUnitStatusSchema.optional(),
  description: z.string().trim().max(2000).nullable().optional(),
});
export type BusinessUnitUpdateRequest = z.infer<typeof businessUnitUpdateRequestSchema>;
