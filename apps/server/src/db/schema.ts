import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const businessUnits = pgTable('business_units', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  code: text('code'),
  type: text('type').notNull().default('Business Support'),
  status: text('status').notNull().default('Active'),
  description: text('description'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    /** Lower-case: admin, manager, agent, user. */
    role: text('role').notNull().default('user'),
    /** Capitalised BOOST role (Admin, Manager, Agent, User); when set it wins over role. */
    boostRole: text('boost_role'),
    department: text('department'),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** scrypt$N$r$p$salt$hash; null when no code has been issued. */
    personalCodeHash: text('personal_code_hash'),
    /** Null means "the defaults of the role". */
    permissions: jsonb('permissions').$type<Record<string, boolean>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Which account is the designated user / document administrator (migration 0002). */
export const designatedAdministrators = pgTable('designated_administrators', {
  designation: text('designation').primaryKey().$type<'user_administrator' | 'document_administrator'>(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  configuredEmail: text('configured_email').notNull(),
  boundAt: ts('bound_at').notNull().defaultNow(),
});

/** Security-relevant account changes and refused attempts (migration 0002). */
export const accountAudit = pgTable('account_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: ts('at').notNull().defaultNow(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorEmail: text('actor_email'),
  targetId: uuid('target_id').references(() => users.id, { onDelete: 'set null' }),
  targetEmail: text('target_email'),
  action: text('action').notNull(),
  outcome: text('outcome').notNull().$type<'done' | 'refused'>(),
  detail: jsonb('detail').notNull().$type<Record<string, unknown>>().default({}),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-in counters, keyed by 'acct:<email>' or 'ip:<address>'. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: ts('window_start').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('medium'),
    tier: integer('tier').notNull().default(1),
    category: text('category'),
    subcategory: text('subcategory'),
    classification: text('classification'),
    supportDepartment: text('support_department'),
    channel: text('channel'),
    source: text('source'),
    justification: text('justification'),
    conversationSessionId: text('conversation_session_id'),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    requesterName: text('requester_name'),
    requesterEmail: text('requester_email'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ownerName: text('owner_name'),
    boostAgentId: uuid('boost_agent_id').references(() => users.id, { onDelete: 'set null' }),
    boostAgentName: text('boost_agent_name'),
    businessUnitId: uuid('business_unit_id').references(() => businessUnits.id, { onDelete: 'set null' }),
    dueAt: ts('due_at'),
    /** Set while the SLA clock is paused (waiting_customer, on_hold). */
    slaPausedAt: ts('sla_paused_at'),
    /** Business seconds spent paused so far (already added to due_at). */
    slaPausedSeconds: integer('sla_paused_seconds').notNull().default(0),
    slaBreachedAt: ts('sla_breached_at'),
    resolvedAt: ts('resolved_at'),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('tickets_number_idx').on(t.number),
    index('tickets_requester_idx').on(t.requesterId),
    index('tickets_owner_idx').on(t.ownerId),
    index('tickets_dept_idx').on(t.supportDepartment),
    index('tickets_status_idx').on(t.status),
    index('tickets_created_idx').on(t.createdAt),
    index('tickets_updated_idx').on(t.updatedAt),
  ],
);

export const comments = pgTable(
  'ticket_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    body: text('body').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const auditEntries = pgTable(
  'ticket_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    description: text('description'),
    details: jsonb('details'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    /** Entries about internal comments are staff-only. */
    isInternal: boolean('is_internal').notNull().default(false),
    /** Written by the server in the change's transaction (true) or posted by the client (false). */
    bySystem: boolean('by_system').notNull().default(true),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [index('audit_ticket_idx').on(t.ticketId, t.timestamp)],
);

export const attachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedBy: text('uploaded_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('attachments_ticket_idx').on(t.ticketId),
    index('attachments_stored_name_idx').on(t.storedName),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Monotonic, used as the SSE event id so a stream can resume. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    ticketNumber: text('ticket_number'),
    updateType: text('update_type').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_seq_idx').on(t.seq),
    index('notifications_user_idx').on(t.userId, t.seq),
  ],
);
