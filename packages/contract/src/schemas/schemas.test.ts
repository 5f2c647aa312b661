import { describe, expect, it } from 'vitest';
import {
  chatAnalyticsSchema,
  systemKpisSchema,
  systemSettingsInputSchema,
  systemSettingsSchema,
  systemSettingsUpdateRequestSchema,
} from './admin.ts';
import {
  chatMessageSchema,
  chatMessagesLooseResponseSchema,
  chatSendRequestSchema,
  chatStreamEventSchema,
  type StructuredAnswer,
} from './chat.ts';
import { errorResponseSchema } from './common.ts';
import { documentSchema } from './documents.ts';
import { notificationSchema, notificationStreamMessageSchema } from './notifications.ts';
import {
  attachmentSchema,
  auditEntrySchema,
  commentCreateRequestSchema,
  type Ticket,
  ticketCreateRequestSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketSchema,
  ticketUpdateRequestSchema,
} from './tickets.ts';
import {
  azureCallbackResponseSchema,
  azureConfigResponseSchema,
  businessUnitCreateRequestSchema,
  loginRequestSchema,
  type User,
  userCreateResponseSchema,
  userSchema,
  userUpdateRequestSchema,
} from './users.ts';

const now = '2025-11-21T10:09:00.000Z';

const user: User = {
  id: 'u1',
  user_id: 'u1',
  email: 'alex.morgan@example.com',
  name: 'Alex Morgan',
  display_name: 'Alex Morgan',
  role: 'admin',
  boost_role: 'Admin',
  department: 'IT',
  business_unit_id: null,
  business_unit_name: null,
  is_active: true,
};

const ticket: Ticket = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  ticket_number: 'BST-000042',
  subject: '[IT - Hardware] Laptop will not start',
  description: '<p>It beeps</p>',
  status: 'open',
  priority: 'high',
  tier: 1,
  category: 'Hardware',
  subcategory: 'Laptop',
  classification: 'Incident',
  support_department: 'IT',
  channel: 'Hub',
  source: null,
  justification: null,
  conversation_session_id: null,
  requester_id: 'u2',
  requester_name: 'Jordan Lee',
  requester_email: 'jordan.lee@example.com',
  owner_id: null,
  owner_name: null,
  boost_agent_id: null,
  boost_agent_name: null,
  business_unit_id: null,
  business_unit_name: null,
  due_at: now,
  sla_paused_at: null,
  sla_paused_seconds: 0,
  sla_breached_at: null,
  resolved_at: null,
  closed_at: null,
  created_at: now,
  updated_at: now,
  updated_by: null,
  comment_count: 0,
  attachment_count: 0,
};

const validCreate = {
  support_department: 'IT',
  category: 'Hardware',
  subcategory: 'Laptop',
  subject: 'Laptop will not start',
  description: '<p>It beeps</p>',
  classification: 'Incident',
  priority: 'high',
};

describe('users', () => {
  it('accepts a user; personal_code may be null or absent', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.parse({ ...user, personal_code: null }).personal_code).toBeNull();
  });

  it('requires the code in the creation answer', () => {
    expect(userCreateResponseSchema.safeParse(user).success).toBe(false);
    expect(userCreateResponseSchema.parse({ ...user, personal_code: 'abc-123' }).personal_code).toBe(
      'abc-123',
    );
  });

  it('rejects unknown roles and departments', () => {
    expect(userSchema.safeParse({ ...user, role: 'Admin' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, department: 'Marketing' }).success).toBe(false);
  });

  it('login trims and lower-cases the e-mail and needs a code', () => {
    expect(loginRequestSchema.parse({ email: ' Alex.Morgan@Example.com ', personal_code: 'x' }).email).toBe(
      'alex.morgan@example.com',
    );
    expect(loginRequestSchema.safeParse({ email: 'a@example.com', personal_code: '  ' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: 'not-an-email', personal_code: 'x' }).success).toBe(false);
  });

  it('user updates: blank names are refused, department may be null', () => {
    expect(userUpdateRequestSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(userUpdateRequestSchema.parse({ department: null, business_unit_id: null })).toEqual({
      department: null,
      business_unit_id: null,
    });
  });

  it('azure config and callback answers', () => {
    expect(
      azureConfigResponseSchema.parse({ configured: false, authority: null, client_id: null, scopes: [] }),
    ).toBeTruthy();
    expect(
      azureCallbackResponseSchema.parse({ ok: false, user: null, access_token: null, error: 'invalid_grant' })
        .error,
    ).toBe('invalid_grant');
  });

  it('business units default to Business Support / Active and need a name', () => {
    expect(businessUnitCreateRequestSchema.parse({ name: ' London Office ' })).toEqual({
      name: 'London Office',
      type: 'Business Support',
      status: 'Active',
    });
    expect(businessUnitCreateRequestSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});

describe('tickets', () => {
  it('accepts a ticket', () => {
    expect(ticketSchema.parse(ticket)).toEqual(ticket);
  });

  it('rejects tiers outside 1-4 and unknown statuses', () => {
    expect(ticketSchema.safeParse({ ...ticket, tier: 5 }).success).toBe(false);
    expect(ticketSchema.safeParse({ ...ticket, status: 'done' }).success).toBe(false);
  });

  it("creation defaults the channel to 'Hub'", () => {
    expect(ticketCreateRequestSchema.parse(validCreate).channel).toBe('Hub');
  });

  it('creation requires every field of the spec', () => {
    for (const field of Object.keys(validCreate)) {
      const body: Record<string, unknown> = { ...validCreate };
      delete body[field];
      const result = ticketCreateRequestSchema.safeParse(body);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(ticketCreateRequestSchema.safeParse({ ...validCreate, subject: '   ' }).success).toBe(false);
  });

  it('urgent priority requires a justification', () => {
    const result = ticketCreateRequestSchema.safeParse({
      ...validCreate,
      priority: 'urgent',
      justification: '  ',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['justification'],
        message: 'Critical priority requires justification',
      }),
    ]);
    expect(
      ticketCreateRequestSchema.safeParse({ ...validCreate, priority: 'urgent', justification: 'Payroll' })
        .success,
    ).toBe(true);
  });

  it('accepts both classification lists', () => {
    expect(ticketCreateRequestSchema.safeParse({ ...validCreate, classification: 'Change' }).success).toBe(
      true,
    );
    expect(
      ticketCreateRequestSchema.safeParse({ ...validCreate, classification: 'HowToQuery' }).success,
    ).toBe(true);
    expect(ticketCreateRequestSchema.safeParse({ ...validCreate, classification: 'Whim' }).success).toBe(
      false,
    );
  });

  it('updates: null owner means unassigned', () => {
    expect(ticketUpdateRequestSchema.parse({ owner_id: null, owner_name: null })).toEqual({
      owner_id: null,
      owner_name: null,
    });
    expect(ticketUpdateRequestSchema.safeParse({ tier: '2' }).success).toBe(false);
  });

  it('list query: coerces numbers, applies defaults, accepts no-filter values', () => {
    expect(ticketListQuerySchema.parse({})).toEqual({
      page: 1,
      page_size: 25,
      scope: 'visible',
      sort: 'newest',
    });
    const parsed = ticketListQuerySchema.parse({
      page: '3',
      page_size: '10',
      status: 'all_open',
      priority: 'none',
      support_department: '',
      business_unit_id: 'all',
      limit: '10',
      updated_since: '1732183740000',
    });
    expect(parsed).toMatchObject({
      page: 3,
      page_size: 10,
      status: 'all_open',
      limit: 10,
      updated_since: 1732183740000,
    });
    expect(ticketListQuerySchema.safeParse({ page_size: '1000' }).success).toBe(false);
    expect(ticketListQuerySchema.safeParse({ status: 'finished' }).success).toBe(false);
  });

  it('list answer: items, total, page, page_size', () => {
    expect(ticketListResponseSchema.parse({ items: [ticket], total: 31, page: 1, page_size: 10 }).total).toBe(
      31,
    );
  });

  it('comments: blank bodies refused, internal defaults to false', () => {
    expect(commentCreateRequestSchema.safeParse({ body: ' \n ' }).success).toBe(false);
    expect(commentCreateRequestSchema.parse({ body: ' Hi ' })).toEqual({ body: 'Hi', is_internal: false });
  });

  it('attachments and audit entries', () => {
    expect(
      attachmentSchema.parse({
        id: 'a1',
        ticket_id: ticket.id,
        original_name: 'screen.png',
        file_size: 1234,
        content_type: 'image/png',
        uploaded_by: 'Jordan Lee',
        created_at: now,
      }).file_size,
    ).toBe(1234);
    const entry = {
      id: 'e1',
      ticket_id: ticket.id,
      action: 'something_new',
      description: 'x',
      details: { from: 'open', to: 'closed' },
      user_id: null,
      user_name: 'System',
      timestamp: now,
    };
    expect(auditEntrySchema.parse(entry).action).toBe('something_new');
    expect(auditEntrySchema.parse({ ...entry, details: 'text' }).details).toBe('text');
  });

  it('timestamps must be ISO instants', () => {
    expect(ticketSchema.safeParse({ ...ticket, created_at: '21/11/2025' }).success).toBe(false);
    expect(ticketSchema.safeParse({ ...ticket, created_at: '2025-11-21T10:09:00+01:00' }).success).toBe(true);
  });
});

describe('notifications', () => {
  const notification = {
    id: 'n1',
    user_id: 'u1',
    ticket_id: ticket.id,
    ticket_number: 'BST-000042',
    update_type: 'status_changed',
    message: 'Status changed to In Progress',
    data: { ticket_subject: ticket.subject, new_status: 'in_progress', extra: 1 },
    read: false,
    created_at: now,
  };

  it('keeps extra data keys', () => {
    expect(notificationSchema.parse(notification).data).toMatchObject({ extra: 1 });
  });

  it('stream messages', () => {
    expect(notificationStreamMessageSchema.parse({ type: 'connected', user_id: 'u1' }).type).toBe(
      'connected',
    );
    expect(notificationStreamMessageSchema.parse({ type: 'heartbeat' }).type).toBe('heartbeat');
    expect(notificationStreamMessageSchema.parse({ type: 'ticket_update', notification }).type).toBe(
      'ticket_update',
    );
    expect(notificationStreamMessageSchema.safeParse({ type: 'hello' }).success).toBe(false);
  });
});

describe('admin', () => {
  it('settings: an update is an object of some settings (the rest stay as stored), invalid choices refused', () => {
    expect(systemSettingsUpdateRequestSchema.parse({})).toEqual({});
    expect(systemSettingsUpdateRequestSchema.parse({ response_cache_hours: 72 })).toEqual({
      response_cache_hours: 72,
    });
    expect(systemSettingsUpdateRequestSchema.safeParse([1, 2, 3]).success).toBe(false);
    expect(systemSettingsUpdateRequestSchema.safeParse({ response_cache_hours: 12 }).success).toBe(false);
    expect(systemSettingsUpdateRequestSchema.safeParse({ ai_model: 'gpt-3' }).success).toBe(false);
    // The merged result is checked with the defaults filled in.
    expect(systemSettingsInputSchema.parse({})).toEqual({
      ai_model: 'gpt-5',
      allow_user_registration: false,
      require_document_approval: true,
      enable_audit_logging: true,
      response_cache_hours: 24,
    });
    expect(
      systemSettingsSchema.safeParse({
        ...systemSettingsInputSchema.parse({}),
        openai_key_configured: false,
        answer_engine: 'built-in',
        answer_model: 'built-in',
      }).success,
    ).toBe(true);
    // What answers is part of the answer; an unknown engine is refused.
    expect(
      systemSettingsSchema.safeParse({
        ...systemSettingsInputSchema.parse({}),
        openai_key_configured: true,
        answer_engine: 'llama',
        answer_model: 'gpt-5',
      }).success,
    ).toBe(false);
    // The read-only fields are never taken from an update.
    expect(
      systemSettingsUpdateRequestSchema.parse({ answer_engine: 'openai', answer_model: 'x' }),
    ).not.toHaveProperty('answer_engine');
  });

  it('KPIs need every priority', () => {
    const kpi = { total: 1, resolved: 0, open: 1, avg_resolution_hours: null };
    const kpis = {
      chat_analytics: {
        total_sessions: 1,
        sessions_per_day: 0.1,
        avg_response_time_seconds: 2,
        total_messages: 2,
      },
      ticket_analytics: { total_open: 4, by_priority: { low: kpi, medium: kpi, high: kpi, urgent: kpi } },
      document_processing: { documents_approved: 10, documents_processed: 9, processing_success_rate: 90 },
      ticket_suggestions: { suggestion_sets: 3, suggestions_opened: 2, deflections: 1 },
      period_days: 30,
    };
    expect(systemKpisSchema.parse(kpis).ticket_analytics.total_open).toBe(4);
    const { urgent: _omit, ...three } = kpis.ticket_analytics.by_priority;
    expect(
      systemKpisSchema.safeParse({ ...kpis, ticket_analytics: { total_open: 4, by_priority: three } })
        .success,
    ).toBe(false);
  });

  it('chat analytics', () => {
    expect(
      chatAnalyticsSchema.parse({
        summary: {
          total_sessions: 0,
          total_users: 0,
          total_messages: 0,
          total_responses: 0,
          avg_response_time_seconds: 0,
        },
        most_asked_questions: [],
        conversations_leading_to_tickets: [],
        knowledge_gaps: [],
        user_activity_league: [],
        league_period: 'all_time',
        league_period_label: 'All Time',
      }).league_period,
    ).toBe('all_time');
  });
});

describe('documents and chat', () => {
  it('documents', () => {
    const doc = {
      id: 'd1',
      original_name: 'Leave Policy.pdf',
      filename: 'd1.pdf',
      department: 'people_and_talent',
      uploaded_at: now,
      uploaded_by: 'Alex Morgan',
      notes: null,
      file_size: 20480,
      tags: ['leave'],
      approval_status: 'approved',
      processed: true,
      processing_status: 'completed',
      processing_error: null,
    };
    expect(documentSchema.parse(doc).department).toBe('people_and_talent');
    expect(documentSchema.safeParse({ ...doc, department: 'People & Talent' }).success).toBe(false);
  });

  const structured: StructuredAnswer = {
    summary: 'S',
    details: { requirements: ['r'], procedures: ['p1', 'p2'], exceptions: [] },
    action_required: null,
    contact_info: null,
    related_policies: [],
  };

  it('messages hold text or a structured answer', () => {
    expect(
      chatMessageSchema.parse({ role: 'assistant', content: structured, timestamp: now }).content,
    ).toEqual(structured);
    expect(
      chatMessageSchema.parse({ role: 'user', content: 'Hi', timestamp: now, metadata: null }).content,
    ).toBe('Hi');
    expect(chatMessageSchema.safeParse({ role: 'system', content: 'Hi', timestamp: now }).success).toBe(
      false,
    );
  });

  it('the messages answer may be an array or { messages }', () => {
    const m = { role: 'user', content: 'Hi', timestamp: now };
    expect(chatMessagesLooseResponseSchema.parse([m])).toHaveLength(1);
    expect(chatMessagesLooseResponseSchema.parse({ messages: [m] })).toHaveLength(1);
  });

  it('send defaults to streaming and refuses empty text', () => {
    expect(chatSendRequestSchema.parse({ session_id: 's', message: ' hi ' })).toEqual({
      session_id: 's',
      message: 'hi',
      stream: true,
    });
    expect(chatSendRequestSchema.safeParse({ session_id: 's', message: '  ' }).success).toBe(false);
    expect(chatSendRequestSchema.safeParse({ message: 'hi' }).success).toBe(false);
  });

  it('stream events', () => {
    expect(chatStreamEventSchema.parse({ type: 'content', content: '{"summary"' })).toEqual({
      type: 'content',
      content: '{"summary"',
    });
    const metadata = {
      type: 'metadata',
      session_id: 's',
      message_id: 'm',
      documents_referenced: 1,
      referenced_documents: [
        { document_id: 'd1', source: 'Leave Policy.pdf', section: 'Leave > Annual leave' },
      ],
      response_time_seconds: 0.4,
      response_type: 'structured',
      suggested_ticket: null,
    };
    expect(chatStreamEventSchema.parse(metadata).type).toBe('metadata');
    // A withdrawn answer: the streamed pieces are replaced (text, or a structured answer).
    const withdrawn = {
      ...metadata,
      documents_referenced: 0,
      referenced_documents: [],
      response_type: 'text',
      suggested_ticket: { reason: 'The retrieved sections did not support an answer' },
      replacement_content: "I couldn't find anything about this.",
    };
    expect(chatStreamEventSchema.parse(withdrawn)).toMatchObject({
      replacement_content: "I couldn't find anything about this.",
    });
    const structured = {
      summary: 'Annual leave is 25 days.',
      details: { requirements: [], procedures: [], exceptions: [] },
      action_required: null,
      contact_info: null,
      related_policies: [],
    };
    expect(chatStreamEventSchema.parse({ ...metadata, replacement_content: structured })).toMatchObject({
      replacement_content: structured,
    });
    expect(chatStreamEventSchema.safeParse({ ...metadata, replacement_content: 42 }).success).toBe(false);
    expect(chatStreamEventSchema.parse({ type: 'error', detail: 'x' }).type).toBe('error');
    expect(chatStreamEventSchema.safeParse({ type: 'content' }).success).toBe(false);
  });

  it('errors are { detail }', () => {
    expect(errorResponseSchema.parse({ detail: 'Not found' })).toEqual({ detail: 'Not found' });
  });
});
