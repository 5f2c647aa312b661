import type { Ticket, TicketUpdateRequest } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type BoostAgentUpdateInput,
  canSaveTicket,
  type TicketEditEvent,
  type Toast,
  ticketEditMachine,
} from '../src/index.ts';
import { ticketFixture } from '../src/stories/fixtures.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

const ticket = ticketFixture;

/** The people the panel offers (what `ticketEdit.people` carries). */
const people = [
  { id: 'p1', name: 'Pat', department: 'Finance' as const },
  { id: 'a1', name: 'Ada', department: null },
];
const set = (values: Extract<TicketEditEvent, { type: 'ticketEdit.change' }>['values']): TicketEditEvent => ({
  type: 'ticketEdit.change',
  values,
});

function http(status: number, detail?: string) {
  return Object.assign(new Error('x'), { status, detail });
}

function harness(fail: { update?: Error; agent?: Error; reload?: Error; answer?: boolean } = {}) {
  const calls: Array<[string, unknown]> = [];
  let server: Ticket = { ...ticket };
  const machine = ticketEditMachine.provide({
    actors: {
      updateTicket: fromPromise<Ticket | undefined, { id: string; patch: TicketUpdateRequest }>(
        async ({ input }) => {
          calls.push(['update', input]);
          if (fail.update) throw fail.update;
          server = { ...server, ...input.patch };
          // Like the API, optionally answer the updated ticket (which the server stamps).
          if (fail.answer) {
            server = { ...server, updated_by: 'Mia Manager' };
            return server;
          }
          return undefined;
        },
      ),
      setBoostAgent: fromPromise<Ticket | undefined, BoostAgentUpdateInput>(async ({ input }) => {
        calls.push(['agent', input]);
        if (fail.agent) throw fail.agent;
        server = {
          ...server,
          boost_agent_id: input.boost_agent_id,
          boost_agent_name: input.boost_agent_name ?? null,
        };
        return fail.answer ? server : undefined;
      }),
      reloadTicket: fromPromise(async ({ input }) => {
        calls.push(['reload', input]);
        if (fail.reload) throw fail.reload;
        return server;
      }),
    },
  });
  const actor = createActor(machine, { input: { ticket } });
  const toasts: Toast[] = [];
  actor.on('toast', (e) => toasts.push(e.toast));
  actor.start();
  // As the portal does once the lists load: they name the people for the change texts.
  actor.send({ type: 'ticketEdit.people', people });
  const idle = () => waitFor(actor, (s) => s.matches('editing'));
  return { actor, calls, toasts, idle, canSave: () => canSaveTicket(actor.getSnapshot()) };
}

function patchOf(call: [string, unknown] | undefined): TicketUpdateRequest {
  return (call?.[1] as { patch: TicketUpdateRequest } | undefined)?.patch ?? {};
}

describe('ticketEdit', () => {
  it("Save Changes is disabled until something differs; reaching it anyway says 'No Changes'", () => {
    const h = harness();
    expect(h.canSave()).toBe(false);
    h.actor.send(set({ status: 'in_progress' }));
    expect(h.canSave()).toBe(true);
    h.actor.send(set({ status: 'open' }));
    expect(h.canSave()).toBe(false);
    h.actor.send({ type: 'ticketEdit.save' });
    expect(h.toasts).toEqual([
      { title: 'No Changes', description: 'No changes were made to save.', variant: 'info' },
    ]);
    expect(h.calls).toEqual([]);
  });

  it.each([
    ['status', set({ status: 'resolved' })],
    ['priority', set({ priority: 'high' })],
    ['tier', set({ tier: 3 })],
    ['assignee', set({ owner_id: 'p1' })],
    ['boost agent', set({ boost_agent_id: 'a1' })],
  ] as const)('enables Save Changes when the %s differs', (_name, event) => {
    const h = harness();
    h.actor.send(event);
    expect(h.canSave()).toBe(true);
    h.actor.send({ type: 'ticketEdit.reset' });
    expect(h.canSave()).toBe(false);
  });

  it("updates, reloads and lists the changes; the audit entry is the server's, nothing posts it again", async () => {
    const h = harness();
    h.actor.send(set({ status: 'in_progress' }));
    h.actor.send(set({ owner_id: 'p1' }));
    h.actor.send({ type: 'ticketEdit.save' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    await h.idle();
    await new Promise((r) => setTimeout(r, 0));
    expect(h.calls.map(([name]) => name)).toEqual(['update', 'reload']);
    const [update, reload] = h.calls;
    expect(update?.[0]).toBe('update');
    expect(patchOf(update)).toMatchObject({
      status: 'in_progress',
      owner_id: 'p1',
      owner_name: 'Pat',
      support_department: 'Finance',
    });
    expect(patchOf(update)).not.toHaveProperty('priority');
    // The server stamps who and when.
    expect(patchOf(update)).not.toHaveProperty('updated_by');
    expect(patchOf(update)).not.toHaveProperty('updated_at');
    expect(reload).toEqual(['reload', { id: 't1' }]);
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
    h.actor.send(set({ owner_id: 'p1' }));
    h.actor.send(set({ owner_id: null }));
    h.actor.send(set({ boost_agent_id: 'a1' }));
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    expect(h.calls.map(([name]) => name)).toEqual(['agent', 'reload']);
    expect(h.calls[0]?.[1]).toEqual({ id: 't1', boost_agent_id: 'a1', boost_agent_name: 'Ada' });
    expect(h.toasts).toEqual([{ title: 'Boost Agent Updated', variant: 'success' }]);

    h.actor.send(set({ boost_agent_id: null }));
    h.actor.send(set({ priority: 'urgent' }));
    h.actor.send({ type: 'ticketEdit.save' });
    await h.idle();
    // The update is reported as soon as it succeeds, before the agent call.
    expect(h.calls.slice(2).map(([name]) => name)).toEqual(['update', 'agent', 'reload']);
    expect(h.calls[3]?.[1]).toEqual({ id: 't1', boost_agent_id: null, boost_agent_name: null });
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
    h.actor.send(set({ priority: 'high' }));
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
      h.actor.send(set({ boost_agent_id: 'a1' }));
      h.actor.send({ type: 'ticketEdit.save' });
      await h.idle();
      expect(h.toasts).toEqual([{ title: 'Boost Agent Update Failed', description, variant: 'error' }]);
    },
  );

  it("a failed reload after a saved update: the success is reported, the change kept, and 'Failed to load ticket' said on its own", async () => {
    const h = harness({ reload: new Error('x') });
    h.actor.send(set({ tier: 2 }));
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
    expect(h.calls.map(([n]) => n)).toEqual(['update', 'reload']);
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
    h.actor.send(set({ status: 'resolved' }));
    h.actor.send(set({ boost_agent_id: 'a1' }));
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
    h.actor.send(set({ priority: 'low' }));
    h.actor.send(set({ boost_agent_id: 'a1' }));
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
      input: { ticket },
      serialize: (s) => {
        const c = s.context as { draft: unknown; ticket: unknown };
        return JSON.stringify([s.value, c.draft, c.ticket]);
      },
      events: {
        'ticketEdit.change': [set({ status: 'resolved' }), set({ boost_agent_id: 'a1' })],
        'ticketEdit.people': [{ type: 'ticketEdit.people', people }],
        'ticketEdit.load': [{ type: 'ticketEdit.load', ticket }],
        'xstate.done.actor.0.ticketEdit.saving.reloading': [
          { type: 'xstate.done.actor.0.ticketEdit.saving.reloading', output: ticket },
        ],
      },
    });
  });
});
