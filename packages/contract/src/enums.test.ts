import { describe, expect, it } from 'vitest';
import { classificationSchema } from './enum-schemas.ts';
import {
  aiModelLabels,
  aiModelOptions,
  analyticsPeriodOptions,
  boostRoleValues,
  businessDepartmentValues,
  businessUnitStatusValues,
  businessUnitTypeValues,
  cacheHourLabels,
  cacheHourOptions,
  cacheHoursBadge,
  chatResponseTypeValues,
  chatTicketClassificationValues,
  defaultAiModel,
  defaultAnalyticsPeriod,
  defaultBusinessUnitStatus,
  defaultBusinessUnitType,
  defaultCacheHours,
  defaultTicketTier,
  departmentValues,
  documentApprovalStatusValues,
  documentProcessingStatusLabels,
  kbDepartmentLabels,
  kbDepartmentOptions,
  notificationTypeValues,
  roleBadgeTones,
  roleLabels,
  roleValues,
  ticketClassificationValues,
  ticketPriorityLabels,
  ticketPriorityTones,
  ticketStatusLabels,
  ticketStatusTones,
  ticketTierOptions,
} from './enums.ts';

describe('tickets', () => {
  it('statuses with their labels', () => {
    expect(ticketStatusLabels).toEqual({
      open: 'New',
      in_progress: 'In Progress',
      waiting_customer: 'Waiting on User',
      on_hold: 'On Hold',
      escalated: 'Escalated',
      resolved: 'Resolved',
      closed: 'Closed',
    });
  });

  it('status badge: orange open, green resolved, blue otherwise', () => {
    expect(ticketStatusTones.open).toBe('orange');
    expect(ticketStatusTones.resolved).toBe('green');
    expect(
      new Set(
        Object.entries(ticketStatusTones)
          .filter(([k]) => k !== 'open' && k !== 'resolved')
          .map(([, v]) => v),
      ),
    ).toEqual(new Set(['blue']));
  });

  it("priorities; urgent is 'Critical'; urgent red, high orange, others blue", () => {
    expect(ticketPriorityLabels).toEqual({ low: 'Low', medium: 'Medium', high: 'High', urgent: 'Critical' });
    expect(ticketPriorityTones).toEqual({ low: 'blue', medium: 'blue', high: 'orange', urgent: 'red' });
  });

  it('tiers 1-4, default 1', () => {
    expect(ticketTierOptions).toEqual([
      { value: 1, label: 'Simple' },
      { value: 2, label: 'Moderate' },
      { value: 3, label: 'Complex' },
      { value: 4, label: 'Very Complex' },
    ]);
    expect(defaultTicketTier).toBe(1);
  });

  it('both classification lists; stored tickets accept either', () => {
    expect([...ticketClassificationValues]).toEqual([
      'Incident',
      'Bug',
      'ServiceRequest',
      'ChangeRequest',
      'Implementation',
      'HowToQuery',
    ]);
    expect([...chatTicketClassificationValues]).toEqual(['Incident', 'ServiceRequest', 'Change']);
    for (const c of [...ticketClassificationValues, ...chatTicketClassificationValues]) {
      expect(classificationSchema.parse(c)).toBe(c);
    }
  });
});

describe('people and organisation', () => {
  it('roles and BOOST role labels', () => {
    expect([...roleValues]).toEqual(['admin', 'manager', 'agent', 'user']);
    expect([...boostRoleValues]).toEqual(['Admin', 'Manager', 'Agent', 'User']);
    expect(Object.values(roleLabels)).toEqual(['Admin', 'Manager', 'Agent', 'User']);
    expect(roleBadgeTones).toEqual({ admin: 'red', manager: 'blue', agent: 'green', user: 'grey' });
  });

  it('departments and the admin business departments', () => {
    expect([...departmentValues]).toEqual(['OS Support', 'Finance', 'HR/P&T', 'IT', 'LEC', 'DevOps']);
    expect([...businessDepartmentValues]).toEqual(['OS Support', 'Finance', 'HR/P&T', 'IT', 'DevOps']);
  });

  it('knowledge-base departments with their display names', () => {
    expect(kbDepartmentOptions.map((o) => o.label)).toEqual([
      'Finance',
      'People & Talent',
      'IT',
      'LEC',
      'Business Dev',
      'Projects',
      'Other',
    ]);
    for (const value of Object.keys(kbDepartmentLabels)) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('business unit types and statuses with defaults', () => {
    expect([...businessUnitTypeValues]).toEqual(['Geography', 'Business Support', 'Technical', 'Other']);
    expect([...businessUnitStatusValues]).toEqual(['Active', 'Inactive']);
    expect(defaultBusinessUnitType).toBe('Business Support');
    expect(defaultBusinessUnitStatus).toBe('Active');
  });
});

describe('notifications, documents, chat', () => {
  it('notification types', () => {
    expect([...notificationTypeValues]).toEqual([
      'comment',
      'document_attachment',
      'boost_agent_assignment',
      'ticket_assigned',
      'status_changed',
      'activity',
    ]);
  });

  it('document statuses and processing labels', () => {
    expect([...documentApprovalStatusValues]).toEqual(['pending_approval', 'approved', 'rejected']);
    expect(documentProcessingStatusLabels).toEqual({
      pending: 'Processing...',
      completed: 'Processed',
      timeout: 'Indexed (timeout)',
      failed: 'Processing failed',
    });
  });

  it('chat response types', () => {
    expect([...chatResponseTypeValues]).toEqual(['streaming', 'completed', 'structured', 'text']);
  });
});

describe('settings and analytics', () => {
  it('AI models, gpt-5 by default, badge GPT-5', () => {
    expect(aiModelOptions.map((o) => o.value)).toEqual(['gpt-5', 'gpt-5-mini', 'gpt-4o', 'gpt-4o-mini']);
    expect(defaultAiModel).toBe('gpt-5');
    expect(aiModelLabels[defaultAiModel]).toBe('GPT-5');
  });

  it('cache hours 1, 6, 24 (default, recommended), 72, 168', () => {
    expect(cacheHourOptions.map((o) => o.value)).toEqual([1, 6, 24, 72, 168]);
    expect(defaultCacheHours).toBe(24);
    expect(cacheHourLabels[24]).toMatch(/recommended/);
    expect(cacheHoursBadge(defaultCacheHours)).toBe('24h');
  });

  it('analytics periods, all_time by default', () => {
    expect(analyticsPeriodOptions.map((o) => o.value)).toEqual(['all_time', 'last_30_days', 'last_7_days']);
    expect(defaultAnalyticsPeriod).toBe('all_time');
  });
});
