import { messages, ticketPriorityLabels, ticketStatusLabels, ticketTierLabels } from '@portal/contract';
import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { errorDetail, type Toast } from '../shared.ts';

/** The ticket fields the Quick Actions panel edits. */
export interface EditableTicket {
  id: string;
  status: string;
  priority: string;
  tier: number;
  owner_id?: string | null;
  owner_name?: string | null;
  boost_agent_id?: string | null;
  boost_agent_name?: string | null;
  support_department?: string | null;
  [key: string]: unknown;
}

/** The Quick Actions values. `null` owner / boost agent is 'unassigned'. */
export interface TicketDraft {
  status: string;
  priority: string;
  tier: number;
  owner_id: string | null;
  owner_name: string | null;
  boost_agent_id: string | null;
  boost_agent_name: string | null;
  support_department: string | null;
}

/** The body of the ticket update (PUT /boost/tickets/{id}). */
export interface TicketUpdatePatch {
  status?: string;
  priority?: string;
  tier?: number;
  owner_id?: string | null;
  owner_name?: string | null;
  support_department?: string | null;
  updated_at: string;
  updated_by: string;
}

export interface TicketEditContext {
  ticket: EditableTicket;
  draft: TicketDraft;
  userName: string;
  /** Texts of the changes being saved, for the success toast and the audit entry. */
  saving: string[];
  /**
   * The ticket as far as the calls of this save have answered (the update's answer when it is the
   * ticket, else the ticket with the saved fields applied): what the panel shows if the reload fails.
   */
  saved: EditableTicket | null;
  lastToast: Toast | null;
}

export type TicketEditEvent =
  | { type: 'ticketEdit.set'; field: 'status' | 'priority'; value: string }
  | { type: 'ticketEdit.setTier'; tier: number }
  | { type: 'ticketEdit.assign'; id: string; name?: string | null; department?: string | null }
  | { type: 'ticketEdit.setBoostAgent'; id: string; name?: string | null }
  | { type: 'ticketEdit.reset' }
  | { type: 'ticketEdit.load'; ticket: EditableTicket }
  | { type: 'ticketEdit.save' }
  /** The best-effort audit call failed (ignored). */
  | { type: 'xstate.error.actor.recordAudit'; error: unknown };

export type TicketEditEmitted = { type: 'toast'; toast: Toast };

const UNASSIGNED = 'unassigned';

function draftOf(ticket: EditableTicket): TicketDraft {
  return {
    status: ticket.status,
    priority: ticket.priority,
    tier: ticket.tier,
    owner_id: ticket.owner_id ?? null,
    owner_name: ticket.owner_name ?? null,
    boost_agent_id: ticket.boost_agent_id ?? null,
    boost_agent_name: ticket.boost_agent_name ?? null,
    support_department: ticket.support_department ?? null,
  };
}

function coreChanged(context: TicketEditContext): boolean {
  const { ticket, draft } = context;
  return (
    draft.status !== ticket.status ||
    draft.priority !== ticket.priority ||
    draft.tier !== ticket.tier ||
    draft.owner_id !== (ticket.owner_id ?? null)
  );
}

function agentChanged(context: TicketEditContext): boolean {
  return context.draft.boost_agent_id !== (context.ticket.boost_agent_id ?? null);
}

/** Save Changes is enabled only when status, priority, tier, assignee or boost agent differ. */
export function hasTicketChanges(context: TicketEditContext): boolean {
  return coreChanged(context) || agentChanged(context);
}

function label(map: Record<string, string>, value: string): string {
  return map[value] ?? value;
}

/** 'Status: New → In Progress' style texts of what differs. */
export function describeTicketChanges(context: TicketEditContext): string[] {
  const { ticket, draft } = context;
  const out: string[] = [];
  if (draft.status !== ticket.status)
    out.push(
      `Status: ${label(ticketStatusLabels, ticket.status)} → ${label(ticketStatusLabels, draft.status)}`,
    );
  if (draft.priority !== ticket.priority)
    out.push(
      `Priority: ${label(ticketPriorityLabels, ticket.priority)} → ${label(ticketPriorityLabels, draft.priority)}`,
    );
  if (draft.tier !== ticket.tier) {
    const tiers = ticketTierLabels as Record<number, string>;
    out.push(
      `Tier: ${ticket.tier} - ${tiers[ticket.tier] ?? ''} → ${draft.tier} - ${tiers[draft.tier] ?? ''}`,
    );
  }
  if (draft.owner_id !== (ticket.owner_id ?? null))
    out.push(
      `Assignee: ${ticket.owner_name ?? 'Unassigned'} → ${draft.owner_id ? (draft.owner_name ?? draft.owner_id) : 'Unassigned'}`,
    );
  if (agentChanged(context))
    out.push(
      `Boost agent: ${ticket.boost_agent_name ?? 'Unassigned'} → ${draft.boost_agent_id ? (draft.boost_agent_name ?? draft.boost_agent_id) : 'Unassigned'}`,
    );
  return out;
}

function patchOf(context: TicketEditContext): TicketUpdatePatch {
  const { ticket, draft } = context;
  const patch: TicketUpdatePatch = { updated_at: new Date().toISOString(), updated_by: context.userName };
  if (draft.status !== ticket.status) patch.status = draft.status;
  if (draft.priority !== ticket.priority) patch.priority = draft.priority;
  if (draft.tier !== ticket.tier) patch.tier = draft.tier;
  if (draft.owner_id !== (ticket.owner_id ?? null)) {
    patch.owner_id = draft.owner_id;
    patch.owner_name = draft.owner_name;
    // Choosing an assignee moves the ticket to that person's department.
    if (draft.owner_id && draft.support_department) patch.support_department = draft.support_department;
  }
  return patch;
}

/** The answer of an update call when it is this ticket (the API answers the updated ticket). */
function answeredTicket(output: unknown, id: string): EditableTicket | undefined {
  if (typeof output !== 'object' || output === null) return undefined;
  const t = output as Partial<EditableTicket>;
  return t.id === id &&
    typeof t.status === 'string' &&
    typeof t.priority === 'string' &&
    typeof t.tier === 'number'
    ? (output as EditableTicket)
    : undefined;
}

/** The ticket after a successful update, when the update did not answer it. */
function withCoreChanges(ticket: EditableTicket, context: TicketEditContext): EditableTicket {
  const { updated_at: _at, updated_by: _by, ...fields } = patchOf(context);
  return { ...ticket, ...fields };
}

function auditAction(context: TicketEditContext): string {
  const { ticket, draft } = context;
  if (draft.status !== ticket.status)
    return draft.status === 'resolved' ? 'resolved' : draft.status === 'closed' ? 'closed' : 'status_changed';
  if (draft.priority !== ticket.priority) return 'priority_changed';
  return 'assigned';
}

/**
 * The ticket detail's Quick Actions: edit status, priority, tier, assignee and boost agent; Save
 * Changes sends the update (PUT) and/or the boost-agent change (PATCH), then reloads the ticket. A
 * successful update is reported at once (toast, and an audit entry best effort); if the reload then
 * fails, the panel keeps what was saved (the calls' answers) and says only that loading failed.
 * Emits the catalogue's toasts ('No Changes', '❌ Update Failed', 'Ticket Updated Successfully',
 * 'Boost Agent Update Failed', 'Boost Agent Updated').
 * Injected actors: updateTicket, setBoostAgent, reloadTicket, recordAudit.
 */
export const ticketEditMachine = setup({
  types: {
    context: {} as TicketEditContext,
    events: {} as TicketEditEvent,
    emitted: {} as TicketEditEmitted,
    input: {} as { ticket: EditableTicket; userName: string },
  },
  actors: {
    updateTicket: fromPromise<unknown, { id: string; patch: TicketUpdatePatch }>(async () => {
      throw new Error('updateTicket was not provided');
    }),
    setBoostAgent: fromPromise<
      unknown,
      { id: string; boost_agent_id: string | null; boost_agent_name: string | null }
    >(async () => {
      throw new Error('setBoostAgent was not provided');
    }),
    reloadTicket: fromPromise<EditableTicket, { id: string }>(async () => {
      throw new Error('reloadTicket was not provided');
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
    >(async () => undefined),
  },
  actions: {
    toast: enqueueActions(({ enqueue }, toast: Toast) => {
      enqueue.assign({ lastToast: toast });
      enqueue.emit({ type: 'toast', toast });
    }),
    rememberChanges: assign({
      saving: ({ context }) => describeTicketChanges(context),
      saved: ({ context }) => context.ticket,
    }),
    applyUpdate: assign({
      saved: ({ context, event }) => {
        const output = (event as { output?: unknown }).output;
        return (
          answeredTicket(output, context.ticket.id) ??
          withCoreChanges(context.saved ?? context.ticket, context)
        );
      },
    }),
    /** The update succeeded: say so and record the audit entry (best effort), before any reload. */
    reportUpdated: enqueueActions(({ context, enqueue }) => {
      const core = context.saving.filter((text) => !text.startsWith('Boost agent:'));
      enqueue.spawnChild('recordAudit', {
        id: 'recordAudit',
        input: {
          id: context.ticket.id,
          action: auditAction(context),
          description: core.join('; '),
          user_name: context.userName,
          timestamp: new Date().toISOString(),
          details: { changes: core },
        },
      });
      // Setup's own actions cannot name each other: this is the `toast` action's work.
      const toast: Toast = {
        title: messages.ticketUpdated,
        description: core.join(', '),
        variant: 'success',
      };
      enqueue.assign({ lastToast: toast });
      enqueue.emit({ type: 'toast', toast });
    }),
    applyAgentUpdate: assign({
      saved: ({ context, event }) => {
        const base = context.saved ?? context.ticket;
        return (
          answeredTicket((event as { output?: unknown }).output, base.id) ?? {
            ...base,
            boost_agent_id: context.draft.boost_agent_id,
            boost_agent_name: context.draft.boost_agent_name,
          }
        );
      },
    }),
  },
  guards: {
    hasChanges: ({ context }) => hasTicketChanges(context),
    coreChanged: ({ context }) => coreChanged(context),
    agentChanged: ({ context }) => agentChanged(context),
  },
}).createMachine({
  id: 'ticketEdit',
  context: ({ input }) => ({
    ticket: input.ticket,
    draft: draftOf(input.ticket),
    userName: input.userName,
    saving: [],
    saved: null,
    lastToast: null,
  }),
  initial: 'editing',
  on: {
    // The audit entry is best effort: its failure is ignored.
    'xstate.error.actor.recordAudit': {},
  },
  states: {
    editing: {
      on: {
        'ticketEdit.set': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
          }),
        },
        'ticketEdit.setTier': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, tier: event.tier }) }),
        },
        'ticketEdit.assign': {
          actions: assign({
            draft: ({ context, event }) =>
              event.id === UNASSIGNED
                ? { ...context.draft, owner_id: null, owner_name: null }
                : {
                    ...context.draft,
                    owner_id: event.id,
                    owner_name: event.name ?? null,
                    support_department: event.department ?? context.draft.support_department,
                  },
          }),
        },
        'ticketEdit.setBoostAgent': {
          actions: assign({
            draft: ({ context, event }) =>
              event.id === UNASSIGNED
                ? { ...context.draft, boost_agent_id: null, boost_agent_name: null }
                : { ...context.draft, boost_agent_id: event.id, boost_agent_name: event.name ?? null },
          }),
        },
        'ticketEdit.reset': { actions: assign({ draft: ({ context }) => draftOf(context.ticket) }) },
        'ticketEdit.load': {
          actions: assign({
            ticket: ({ event }) => event.ticket,
            draft: ({ event }) => draftOf(event.ticket),
          }),
        },
        'ticketEdit.save': [
          { guard: 'hasChanges', target: 'saving', actions: 'rememberChanges' },
          { actions: { type: 'toast', params: { ...messages.noChanges, variant: 'info' } } },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'coreChanged', target: 'updating' }, { target: 'updatingAgent' }],
        },
        updating: {
          invoke: {
            src: 'updateTicket',
            input: ({ context }) => ({ id: context.ticket.id, patch: patchOf(context) }),
            onDone: [
              { guard: 'agentChanged', target: 'updatingAgent', actions: ['applyUpdate', 'reportUpdated'] },
              { target: 'reloading', actions: ['applyUpdate', 'reportUpdated'] },
            ],
            onError: {
              target: '#ticketEdit.editing',
              actions: {
                type: 'toast',
                params: ({ event }) => ({
                  title: messages.updateFailedTitle,
                  description: errorDetail(event.error) ?? messages.updateFailed,
                  variant: 'error' as const,
                }),
              },
            },
          },
        },
        updatingAgent: {
          invoke: {
            src: 'setBoostAgent',
            input: ({ context }) => ({
              id: context.ticket.id,
              boost_agent_id: context.draft.boost_agent_id,
              boost_agent_name: context.draft.boost_agent_name,
            }),
            onDone: {
              target: 'reloading',
              actions: [
                'applyAgentUpdate',
                { type: 'toast', params: { title: messages.boostAgentUpdated, variant: 'success' } },
              ],
            },
            onError: {
              target: 'reloading',
              actions: [
                {
                  type: 'toast',
                  params: ({ event }) => ({
                    title: messages.boostAgentUpdateFailedTitle,
                    description: errorDetail(event.error) ?? messages.boostAgentUpdateFailed,
                    variant: 'error' as const,
                  }),
                },
                // The failed agent change must not be reported as saved.
                assign({
                  saving: ({ context }) => context.saving.filter((text) => !text.startsWith('Boost agent:')),
                }),
              ],
            },
          },
        },
        reloading: {
          invoke: {
            src: 'reloadTicket',
            input: ({ context }) => ({ id: context.ticket.id }),
            onDone: {
              target: '#ticketEdit.editing',
              actions: assign({
                ticket: ({ event }) => event.output,
                draft: ({ event }) => draftOf(event.output),
                saving: [],
                saved: null,
              }),
            },
            // The change itself was saved (and reported): show it as saved, and say only that the
            // fresh copy could not be loaded, so Save Changes does not offer to send it again.
            onError: {
              target: '#ticketEdit.editing',
              actions: [
                assign(({ context }) => {
                  const ticket = context.saved ?? context.ticket;
                  return { ticket, draft: draftOf(ticket), saving: [], saved: null };
                }),
                { type: 'toast', params: { title: messages.loadTicketFailed, variant: 'error' } },
              ],
            },
          },
        },
      },
    },
  },
});

/** True when Save Changes should be enabled for this snapshot. */
export function canSaveTicket(snapshot: SnapshotFrom<typeof ticketEditMachine>): boolean {
  return snapshot.matches('editing') && hasTicketChanges(snapshot.context);
}

export type TicketEditMachine = typeof ticketEditMachine;
