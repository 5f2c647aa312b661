import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  canSaveTicket,
  type EditableTicket,
  type TicketUpdatePatch,
  type Toast,
  ticketEditMachine,
} from '../src/index.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

const ticket: EditableTicket = {
  id: 't1',
  status: 'open',
  priority: 'medium',
  tier: 1,
  owner_id: null,
  owner_name: null,
  boost_agent_id: null,
  boost_agent_name: null,
  support_department: 'IT',
};

function http(status: number, detail?: string) {
  return Object.assign(new Error('x'), { status, detail });
}

function harness(
  fail: { update?: Error; agent?: Error; reload?: Error; audit?: Error; answer?: boolean } = {},
) {
  const calls: Array<[string, unknown]> = [];
  let server: EditableTicket = { ...ticket };
  const machine = ticketEditMachine.provide({
    actors: {
      updateTicket: fromPromise<unknown, { id: string; patch: TicketUpdatePatch }>(async ({ input }) => {
        calls.push(['update', input]);
        if (fail.update) throw fail.update;
        const { updated_at: _a, updated_by: _b, ...fields } = input.patch;
        server = { ...server, ...fields } as EditableTicket;
        // Like the API, optionally answer the updated ticket.
        if (fail.answer) {
          server = { ...server, updated_by: input.patch.updated_by };
          return server;
        }
      }),
      setBoostAgent: fromPromise<
        unknown,
        { id: string; boost_agent_id: string | null; boost_agent_name: string | null }
      >(async ({ input }) => {
        calls.push(['agent', input]);
        if (fail.agent) throw fail.agent;
        server = {
          ...server,
          boost_agent_id: input.boost_agent_id,
          boost_agent_name: input.boost_agent_name,
        };
        if (fail.answer) return server;
      }),
      reloadTicket: fromPromise(async ({ input }) => {
        calls.push(['reload', input]);
        if (fail.reload) throw fail.reload;
        return server;
      }),
      recordAudit: fromPromise<
        unknown,
        {
          id: string;
          action: string;
          description: string;
          user_name: string;
          timestamp: string;
          details?: unknown;
        }
      >(async ({ input }) => {
        calls.push(['audit', input]);
        if (fail.audit) throw fail.audit;
      }),
    },
  });
  const actor = createActor(machine, { input: { ticket, userName: 'Mia Manager' } });
  const toasts: Toast[] = [];
  actor.on('toast', (e) => toasts.push(e.toast));
  actor.start();
  const idle = () => waitFor(actor, (s) => s.matches('editing'));
  return { actor, calls, toasts, idle, canSave: () => canSaveTicket(actor.getSnapshot()) };
}

function patchOf(call: [string, unknown] | undefined): TicketUpdatePatch {
  return (call?.[1] as { patch: TicketUpdatePatch } | undefined)?.patch ?? ({} as TicketUpdatePatch);
}

describe('ticketEdit', () => {
  it("Save Changes is disabled until something differs; reaching it anyway says 'No Changes'", () => {
    const h = harness();
    expect(h.canSave()).toBe(false);
    h.actor.send({ type: 'ticketEdit.set', field: 'status', value: 'in_progress' });
    expect(h.canSave()).toBe(true);
    h.actor.send({ type: 'ticketEdit.set', field: 'status', value: 'open' });
    expect(h.canSave()).toBe(false);
    h.actor.send({ type: 'ticketEdit.save' });
    expect(h.toasts).toEqual([
      { title: 'No Changes', description: 'No changes were made to save.', variant: 'info' },
    ]);
    expect(h.calls).toEqual([]);
  });

  it.each([
    ['status', { type: 'ticketEdit.set', field: 'status', value: 'resolved' }],
    ['priority', { type: 'ticketEdit.set', field: 'priority', value: 'high' }],
    ['tier', { type: 'ticketEdit.setTier', tier: 3 }],
    ['assignee', { type: 'ticketEdit.assign', id: 'p1', name: 'Pat', department: 'Finance' }],
    ['boost agent', { type: 'ticketEdit.setBoostAgent', id: 'a1', name: 'Ada' }],
  ] as const)('enables Save Changes when the %s differs', (_name, event) => {
    const h = harness();
    h.actor.send(event);
    expect(h.canSave()).toBe(true);
    h.actor.send({ type: 'ticketEdit.reset' });
    expect(h.canSave()).toBe(false);
  });

  it('updates, reloads, audits best effort and lists the changes', async () => {
    const h = harness({ audit: new Error('audit down') });
    h.actor.send({ type: 'ticketEdit.set', field: 'status', value: 'in_progress' });
    h.actor.send({ type: 'ticketEdit.assign', id: 'p1', name: 'Pat', department: 'Finance' });
    h.actor.send({ type: 'ticketEdit.save' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    await h.idle();
    await new Promise((r) => setTimeout(r, 0));
    const [update, audit, reload] = h.calls;
    expect(update?.[0]).toBe('update');
    expect(patchOf(update)).toMatchObject({
      status: 'in_progress',
      owner_id: 'p1',
      owner_name: 'Pat',
      support_department: 'Finance',
      updated_by: 'Mia Manager',
    });
    expect(patchOf(update)).not.toHaveProperty('priority');
    expect(reload).toEqual(['reload', { id: 't1' }]);
    expect(audit?.[0]).toBe('audit');
    expect(audit?.[1]).toMatchObject({ id: 't1', action: 'status_changed', user_name: 'Mia Manager' });
    expect(h.toasts).toEqual([
      {
        title: 'Ticket Updated Successfully',
        description: 'Status: New → In Progress, Assignee: Unassigned → Pat',
        variant: 'success',
      },
    ]);
    expect(h.actor.getSnapshot().context.ticket).toMatchObject({ status: 'in_progress', owner_id: 'p1' });
    expect(h.canSave()).toBe(false);
  });

  it("unassigning sends owner null; a boost agent change is its own call with 'Boost Agent Updated'", async () => {
    const h = harness();
    h.actor.send({ type: 'ticketEdit.assign', id: 'p1', name: 'Pat' });
    h.actor.send({ type: 'ticketEdit.assign', id: 'unassigned' });
    h.actor.send({ type: 'ticketEdit.setBoostAgent', id: 'a1', name: 'Ada' });
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    expect(h.calls.map(([name]) => name)).toEqual(['agent', 'reload']);
    expect(h.calls[0]?.[1]).toEqual({ id: 't1', boost_agent_id: 'a1', boost_agent_name: 'Ada' });
    expect(h.toasts).toEqual([{ title: 'Boost Agent Updated', variant: 'success' }]);

    h.actor.send({ type: 'ticketEdit.setBoostAgent', id: 'unassigned' });
    h.actor.send({ type: 'ticketEdit.set', field: 'priority', value: 'urgent' });
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    // The update is reported (toast, audit) as soon as it succeeds, before the agent call.
    expect(h.calls.slice(2).map(([name]) => name)).toEqual(['update', 'audit', 'agent', 'reload']);
    expect(h.calls[4]?.[1]).toEqual({ id: 't1', boost_agent_id: null, boost_agent_name: null });
    expect(h.toasts.slice(1).map((t) => t.title)).toEqual([
      'Ticket Updated Successfully',
      'Boost Agent Updated',
    ]);
  });

  it.each([
    [
      'the server detail',
      http(409, 'Ticket was changed by someone else'),
      'Ticket was changed by someone else',
    ],
    ['the default text', http(500), 'Failed to update ticket. Please try again.'],
  ])('a failed update shows ❌ Update Failed with %s and keeps the draft', async (_n, error, description) => {
    const h = harness({ update: error });
    h.actor.send({ type: 'ticketEdit.set', field: 'priority', value: 'high' });
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    expect(h.toasts).toEqual([{ title: '❌ Update Failed', description, variant: 'error' }]);
    expect(h.actor.getSnapshot().context.draft.priority).toBe('high');
    expect(h.calls.map(([n]) => n)).toEqual(['update']);
  });

  it.each([
    ['the server detail', http(404, 'Agent not found'), 'Agent not found'],
    ['the default text', http(500), 'Failed to update boost agent.'],
  ])(
    'a failed boost agent change shows Boost Agent Update Failed with %s',
    async (_n, error, description) => {
      const h = harness({ agent: error });
      h.actor.send({ type: 'ticketEdit.setBoostAgent', id: 'a1', name: 'Ada' });
      h.actor.send({ type: 'ticketEdit.save' });
      await h.idle();
      expect(h.toasts).toEqual([{ title: 'Boost Agent Update Failed', description, variant: 'error' }]);
    },
  );

  it("a failed reload after a saved update: the success is reported, the change kept, and 'Failed to load ticket' said on its own", async () => {
    const h = harness({ reload: new Error('x') });
    h.actor.send({ type: 'ticketEdit.setTier', tier: 2 });
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    await new Promise((r) => setTimeout(r, 0));
    expect(h.toasts).toEqual([
      {
        title: 'Ticket Updated Successfully',
        description: 'Tier: 1 - Simple → 2 - Moderate',
        variant: 'success',
      },
      { title: 'Failed to load ticket', variant: 'error' },
    ]);
    expect(h.calls.map(([n]) => n)).toEqual(['update', 'audit', 'reload']);
    // The saved change is shown as saved: Save Changes cannot send it a second time.
    expect(h.actor.getSnapshot().context.ticket.tier).toBe(2);
    expect(h.actor.getSnapshot().context.draft.tier).toBe(2);
    expect(h.canSave()).toBe(false);
    h.actor.send({ type: 'ticketEdit.save' });
    expect(h.toasts.at(-1)?.title).toBe('No Changes');
    expect(h.calls.filter(([n]) => n === 'update')).toHaveLength(1);
  });

  it('a failed reload keeps the ticket the update answered, and a saved boost agent', async () => {
    const h = harness({ reload: new Error('x'), answer: true });
    h.actor.send({ type: 'ticketEdit.set', field: 'status', value: 'resolved' });
    h.actor.send({ type: 'ticketEdit.setBoostAgent', id: 'a1', name: 'Ada' });
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    const { ticket: shown } = h.actor.getSnapshot().context;
    // The update's answer carries the server's own fields.
    expect(shown).toMatchObject({ status: 'resolved', updated_by: 'Mia Manager', boost_agent_id: 'a1' });
    expect(h.canSave()).toBe(false);
    expect(h.toasts.map((t) => t.title)).toEqual([
      'Ticket Updated Successfully',
      'Boost Agent Updated',
      'Failed to load ticket',
    ]);
  });

  it('a failed reload after a failed boost agent change keeps only what was saved', async () => {
    const h = harness({ reload: new Error('x'), agent: http(500) });
    h.actor.send({ type: 'ticketEdit.set', field: 'priority', value: 'low' });
    h.actor.send({ type: 'ticketEdit.setBoostAgent', id: 'a1', name: 'Ada' });
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    expect(h.actor.getSnapshot().context.ticket).toMatchObject({ priority: 'low', boost_agent_id: null });
    expect(h.toasts.map((t) => t.title)).toEqual([
      'Ticket Updated Successfully',
      'Boost Agent Update Failed',
      'Failed to load ticket',
    ]);
  });

  it('loads a newer ticket into the panel', () => {
    const h = harness();
    h.actor.send({ type: 'ticketEdit.load', ticket: { ...ticket, status: 'on_hold' } });
    expect(h.actor.getSnapshot().context.draft.status).toBe('on_hold');
    expect(h.canSave()).toBe(false);
  });

  it('covers every state and transition', () => {
    expectFullGraphCoverage(ticketEditMachine, {
      input: { ticket, userName: 'M' },
      serialize: (s) => {
        const c = s.context as { draft: unknown; ticket: unknown };
        return JSON.stringify([s.value, c.draft, c.ticket]);
      },
      events: {
        'ticketEdit.set': [{ type: 'ticketEdit.set', field: 'status', value: 'resolved' }],
        'ticketEdit.setTier': [{ type: 'ticketEdit.setTier', tier: 2 }],
        'ticketEdit.assign': [{ type: 'ticketEdit.assign', id: 'unassigned' }],
        'ticketEdit.setBoostAgent': [{ type: 'ticketEdit.setBoostAgent', id: 'a1', name: 'Ada' }],
        'ticketEdit.load': [{ type: 'ticketEdit.load', ticket }],
        'xstate.done.actor.0.ticketEdit.saving.reloading': [
          { type: 'xstate.done.actor.0.ticketEdit.saving.reloading', output: ticket },
        ],
      },
    });
  });
});
