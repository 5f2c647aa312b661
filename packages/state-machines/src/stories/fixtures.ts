/** Contract-typed values for the machines' stories and tests (not built into the package). */
import type { ChatStreamMetadata, Ticket, User } from '@portal/contract';

/** A signed-in person, as `/auth/me` answers. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    user_id: 'u1',
    email: 'ann.lee@example.com',
    name: 'Ann Lee',
    display_name: 'Ann Lee',
    role: 'user',
    boost_role: null,
    department: null,
    business_unit_id: null,
    business_unit_name: null,
    is_active: true,
    ...overrides,
  };
}

/** The stream's final metadata of a plain text answer, with `fields` over it. */
export function streamMetadataFixture(fields: Partial<ChatStreamMetadata> = {}): ChatStreamMetadata {
  return {
    session_id: 's1',
    message_id: 'm1',
    documents_referenced: 0,
    referenced_documents: [],
    response_time_seconds: 1,
    response_type: 'text',
    ...fields,
  };
}

/** An open, unassigned IT ticket, as `GET /boost/tickets/{id}` answers. */
export const ticketFixture: Ticket = {
  id: 't1',
  ticket_number: 'BST-000001',
  subject: 'Printer',
  description: 'It jams',
  status: 'open',
  priority: 'medium',
  tier: 1,
  category: 'Hardware',
  subcategory: 'Printer',
  classification: 'Incident',
  support_department: 'IT',
  channel: 'Hub',
  source: null,
  justification: null,
  conversation_session_id: null,
  requester_id: 'u1',
  requester_name: 'Jordan',
  requester_email: 'jordan@example.com',
  owner_id: null,
  owner_name: null,
  boost_agent_id: null,
  boost_agent_name: null,
  business_unit_id: null,
  business_unit_name: null,
  due_at: null,
  sla_paused_at: null,
  sla_paused_seconds: 0,
  sla_breached_at: null,
  resolved_at: null,
  closed_at: null,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  updated_by: null,
  comment_count: 0,
  attachment_count: 0,
};
