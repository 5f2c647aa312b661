import {
  type BoostAgentUpdateRequest,
  type Department,
  messages,
  type QuickActionChange,
  type QuickActionValues,
  quickActionChanges,
  quickActionNames,
  quickActionValuesOf,
  type Ticket,
  type TicketUpdateRequest,
} from '@portal/contract';
import { assertEvent, assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { errorDetail, type Toast } from '../shared.ts';

/** A person the panel offers (an assignee or a boost agent): the name for the change texts. */
export interface TicketEditPerson {
  id: string;
  name: string;
  /** An assignee's department: choosing them moves the ticket there. */
  department?: Department | null;
}

export interface TicketEditContext {
  ticket: Ticket;
  /** The one Quick Actions draft: the panel shows it and changes it through `ticketEdit.change`. */
  draft: QuickActionValues;
  people: readonly TicketEditPerson[];
  /** The changes being saved, for the success toast. */
  saving: QuickActionChange[];
  /**
   * The ticket as far as the calls of this save have answered (the update's answer, else the ticket
   * with the saved fields applied): what the panel shows if the reload fails.
   */
  saved: Ticket | null;
  lastToast: Toast | null;
}

export type TicketEditEvent =
  | { type: 'ticketEdit.change'; values: Partial<QuickActionValues> }
  | { type: 'ticketEdit.people'; people: readonly TicketEditPerson[] }
  | { type: 'ticketEdit.reset' }
  | { type: 'ticketEdit.load'; ticket: Ticket }
  | { type: 'ticketEdit.save' };

export type TicketEditEmitted = { type: 'toast'; toast: Toast };

export type BoostAgentUpdateInput = { id: string } & BoostAgentUpdateRequest;

/** What differs between the ticket and the draft, with the contract's texts (panel, toast, server). */
export function ticketEditChanges(context: Pick<TicketEditContext, 'ticket' | 'draft' | 'people'>) {
  const { ticket, draft, people } = context;
  return quickActionChanges(quickActionValuesOf(ticket), draft, quickActionNames(ticket, people));
}

const changed = (changes: QuickActionChange[], field: QuickActionChange['field']) =>
  changes.some((change) => change.field === field);
const isCore = (change: QuickActionChange) => change.field !== 'boost_agent_id';

function nameOf(context: TicketEditContext, id: string | null): string | null {
  return id === null ? null : (quickActionNames(context.ticket, context.people)[id] ?? null);
}

/** The body of the ticket update: the changed fields (the server stamps who and when). */
function updateOf(context: TicketEditContext): TicketUpdateRequest {
  const { draft } = context;
  const patch: TicketUpdateRequest = {};
  for (const { field } of ticketEditChanges(context)) {
    if (field === 'status') patch.status = draft.status;
    if (field === 'priority') patch.priority = draft.priority;
    if (field === 'tier') patch.tier = draft.tier;
    if (field === 'owner_id') {
      patch.owner_id = draft.owner_id;
      patch.owner_name = nameOf(context, draft.owner_id);
      // Choosing an assignee moves the ticket to that person's department.
      const department = context.people.find((person) => person.id === draft.owner_id)?.department;
      if (draft.owner_id && department) patch.support_department = department;
    }
  }
  return patch;
}

/** 'Ticket Updated Successfully' with the texts of the saved changes (the boost agent has its own toast). */
function updatedToast(saving: QuickActionChange[]): Toast {
  const description = saving
    .filter(isCore)
    .map((change) => change.text)
    .join(', ');
  return { title: messages.ticketUpdated, description, variant: 'success' };
}

/** The answer of an update call when it is this ticket (the API answers the updated ticket). */
function answeredTicket(output: Ticket | undefined, id: string): Ticket | undefined {
  return output?.id === id ? output : undefined;
}

/**
 * The ticket's Quick Actions: one draft of status, priority, tier, assignee and boost agent; Save
 * Changes sends the update (PUT) and/or the boost-agent change (PATCH), then reloads the ticket. The
 * server records every change in the audit trail itself. A successful update is reported at once; if
 * the reload then fails, the panel keeps what was saved (the calls' answers) and says only that
 * loading failed. Emits the catalogue's toasts ('No Changes', '❌ Update Failed', 'Ticket Updated
 * Successfully', 'Boost Agent Update Failed', 'Boost Agent Updated').
 * Injected actors: updateTicket, setBoostAgent, reloadTicket.
 */
export const ticketEditMachine = setup({
  types: {
    context: {} as TicketEditContext,
    events: {} as TicketEditEvent,
    emitted: {} as TicketEditEmitted,
    input: {} as { ticket: Ticket; people?: readonly TicketEditPerson[] },
  },
  actors: {
    updateTicket: fromPromise<Ticket | undefined, { id: string; patch: TicketUpdateRequest }>(async () => {
      throw new Error('updateTicket was not provided');
    }),
    setBoostAgent: fromPromise<Ticket | undefined, BoostAgentUpdateInput>(async () => {
      throw new Error('setBoostAgent was not provided');
    }),
    reloadTicket: fromPromise<Ticket, { id: string }>(async () => {
      throw new Error('reloadTicket was not provided');
    }),
  },
  actions: {
    toast: enqueueActions(({ enqueue }, toast: Toast) => {
      enqueue.assign({ lastToast: toast });
      enqueue.emit({ type: 'toast', toast });
    }),
    change: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'ticketEdit.change');
        return { ...context.draft, ...event.values };
      },
    }),
    load: assign(({ event }) => {
      assertEvent(event, 'ticketEdit.load');
      return { ticket: event.ticket, draft: quickActionValuesOf(event.ticket) };
    }),
    rememberChanges: assign({
      saving: ({ context }) => ticketEditChanges(context),
      saved: ({ context }) => context.ticket,
    }),
    applyUpdate: assign({
      saved: ({ context }, params: { answer: Ticket | undefined }) => {
        const base = context.saved ?? context.ticket;
        return answeredTicket(params.answer, base.id) ?? { ...base, ...updateOf(context) };
      },
    }),
    applyAgentUpdate: assign({
      saved: ({ context }, params: { answer: Ticket | undefined }) => {
        const base = context.saved ?? context.ticket;
        return (
          answeredTicket(params.answer, base.id) ?? {
            ...base,
            boost_agent_id: context.draft.boost_agent_id,
            boost_agent_name: nameOf(context, context.draft.boost_agent_id),
          }
        );
      },
    }),
  },
  guards: {
    hasChanges: ({ context }) => ticketEditChanges(context).length > 0,
    coreChanged: ({ context }) => context.saving.some(isCore),
    agentChanged: ({ context }) => changed(context.saving, 'boost_agent_id'),
  },
}).createMachine({
  id: 'ticketEdit',
  context: ({ input }) => ({
    ticket: input.ticket,
    draft: quickActionValuesOf(input.ticket),
    people: input.people ?? [],
    saving: [],
    saved: null,
    lastToast: null,
  }),
  initial: 'editing',
  on: {
    // The people lists may arrive while a save runs: they only name people.
    'ticketEdit.people': { actions: assign({ people: ({ event }) => event.people }) },
  },
  states: {
    editing: {
      on: {
        'ticketEdit.change': { actions: 'change' },
        'ticketEdit.reset': {
          actions: assign({ draft: ({ context }) => quickActionValuesOf(context.ticket) }),
        },
        'ticketEdit.load': { actions: 'load' },
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
            input: ({ context }) => ({ id: context.ticket.id, patch: updateOf(context) }),
            onDone: {
              target: 'updated',
              actions: [
                { type: 'applyUpdate', params: ({ event }) => ({ answer: event.output }) },
                // Said at once, before any boost-agent call or reload.
                { type: 'toast', params: ({ context }) => updatedToast(context.saving) },
              ],
            },
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
        updated: {
          always: [{ guard: 'agentChanged', target: 'updatingAgent' }, { target: 'reloading' }],
        },
        updatingAgent: {
          invoke: {
            src: 'setBoostAgent',
            input: ({ context }) => ({
              id: context.ticket.id,
              boost_agent_id: context.draft.boost_agent_id,
              boost_agent_name: nameOf(context, context.draft.boost_agent_id),
            }),
            onDone: {
              target: 'reloading',
              actions: [
                { type: 'applyAgentUpdate', params: ({ event }) => ({ answer: event.output }) },
                { type: 'toast', params: { title: messages.boostAgentUpdated, variant: 'success' } },
              ],
            },
            onError: {
              target: 'reloading',
              actions: {
                type: 'toast',
                params: ({ event }) => ({
                  title: messages.boostAgentUpdateFailedTitle,
                  description: errorDetail(event.error) ?? messages.boostAgentUpdateFailed,
                  variant: 'error' as const,
                }),
              },
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
                draft: ({ event }) => quickActionValuesOf(event.output),
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
                  return { ticket, draft: quickActionValuesOf(ticket), saving: [], saved: null };
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
  return snapshot.matches('editing') && ticketEditChanges(snapshot.context).length > 0;
}

export type TicketEditMachine = typeof ticketEditMachine;
