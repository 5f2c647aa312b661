import {
  HUB_CHANNEL,
  messages,
  prefillTicketFromChat,
  prefixSubject,
  type SuggestedTicket,
} from '@portal/contract';
import { assign, emit, fromPromise, setup } from 'xstate';
import { noneToNull } from '../contract-gaps.ts';
import type { Toast } from '../shared.ts';

/** The dialog's values as the fields hold them ('none' = no choice). */
export interface TicketFormValues {
  support_department: string;
  category: string;
  subcategory: string;
  subject: string;
  description: string;
  classification: string;
  priority: string;
  justification: string;
  business_unit_id: string;
  assignee_id: string;
}

export type TicketFormField = keyof TicketFormValues;

/** Department -> category -> subcategories. */
export type CategoryTree = Record<string, Record<string, string[]>>;

/** The create request the dialog sends (POST /boost/tickets). */
export interface TicketCreateBody {
  support_department: string;
  category: string;
  subcategory: string;
  subject: string;
  description: string;
  classification: string;
  priority: string;
  justification: string | null;
  business_unit_id: string | null;
  channel: string;
  assignee_id: string | null;
  assignee_name: string | null;
  requester_name: string | null;
  requester_email: string | null;
  requester_id: string | null;
  conversation_session_id: string | null;
}

export interface TicketFormRequester {
  id: string;
  name?: string | null;
  email?: string | null;
}

export interface TicketFormContext {
  values: TicketFormValues;
  categories: CategoryTree;
  /** Assignee id -> name, for the assignee_name sent with the ticket. */
  assigneeNames: Record<string, string>;
  requester: TicketFormRequester | null;
  conversationSessionId: string | null;
  /** Field -> message, set by a failed submit. */
  errors: Partial<Record<TicketFormField, string>>;
  created: unknown;
  lastToast: Toast | null;
}

export type TicketFormEvent =
  | { type: 'ticketForm.change'; field: TicketFormField; value: string }
  | {
      type: 'ticketForm.prefillFromChat';
      question: string;
      answer: string;
      sessionId?: string | null;
      /** The server's suggestion: its department, priority and classification win over the guesses. */
      suggestedTicket?: SuggestedTicket | null;
    }
  | { type: 'ticketForm.submit' }
  | { type: 'ticketForm.reset' };

export type TicketFormEmitted =
  | { type: 'toast'; toast: Toast }
  | { type: 'ticketForm.created'; ticket: unknown };

/** The fields a ticket must have. */
export const requiredTicketFields = [
  'support_department',
  'category',
  'subcategory',
  'subject',
  'description',
  'classification',
  'priority',
] as const satisfies readonly TicketFormField[];

const emptyValues: TicketFormValues = {
  support_department: '',
  category: '',
  subcategory: '',
  subject: '',
  description: '',
  classification: '',
  priority: 'medium',
  justification: '',
  business_unit_id: 'none',
  assignee_id: 'none',
};

/** Category options of the chosen department. */
export function categoryOptions(categories: CategoryTree, department: string): string[] {
  return Object.keys(categories[department] ?? {});
}

/** Subcategory options of the chosen category. */
export function subcategoryOptions(categories: CategoryTree, department: string, category: string): string[] {
  return categories[department]?.[category] ?? [];
}

/** The validation errors of `values` (empty when it may be sent). */
export function validateTicketForm(values: TicketFormValues): Partial<Record<TicketFormField, string>> {
  const errors: Partial<Record<TicketFormField, string>> = {};
  for (const field of requiredTicketFields) {
    if (values[field].trim() === '') errors[field] = messages.validationError.description;
  }
  if (values.priority === 'urgent' && values.justification.trim() === '') {
    errors.justification = messages.justificationRequired;
  }
  return errors;
}

function changeValue(values: TicketFormValues, field: TicketFormField, value: string): TicketFormValues {
  const next = { ...values, [field]: value };
  // A child choice only makes sense under its parent.
  if (field === 'support_department' && value !== values.support_department) {
    next.category = '';
    next.subcategory = '';
  }
  if (field === 'category' && value !== values.category) next.subcategory = '';
  return next;
}

function bodyOf(context: TicketFormContext): TicketCreateBody {
  const { values } = context;
  const assigneeId = noneToNull(values.assignee_id);
  return {
    support_department: values.support_department,
    category: values.category,
    subcategory: values.subcategory,
    subject: prefixSubject(values.subject, values.support_department, values.category),
    description: values.description.trim(),
    classification: values.classification,
    priority: values.priority,
    justification: values.justification.trim() === '' ? null : values.justification.trim(),
    business_unit_id: noneToNull(values.business_unit_id),
    channel: HUB_CHANNEL,
    assignee_id: assigneeId,
    assignee_name: assigneeId ? (context.assigneeNames[assigneeId] ?? null) : null,
    requester_name: context.requester?.name ?? null,
    requester_email: context.requester?.email ?? null,
    requester_id: context.requester?.id ?? null,
    conversation_session_id: context.conversationSessionId,
  };
}

/**
 * The new-ticket dialog (also opened prefilled from a chat answer): department -> category ->
 * subcategory with child resets, required fields ('Validation Error - Please fill in all required
 * fields'), urgent needs a justification, the subject prefixed with department and category,
 * channel 'Hub', 'none' sent as null. Injected actor: createTicket.
 */
export const ticketFormMachine = setup({
  types: {
    context: {} as TicketFormContext,
    events: {} as TicketFormEvent,
    emitted: {} as TicketFormEmitted,
    input: {} as {
      categories: CategoryTree;
      requester?: TicketFormRequester | null;
      assigneeNames?: Record<string, string>;
      values?: Partial<TicketFormValues>;
      conversationSessionId?: string | null;
    },
  },
  actors: {
    createTicket: fromPromise<unknown, TicketCreateBody>(async () => {
      throw new Error('createTicket was not provided');
    }),
  },
  actions: {
    showErrors: assign(({ context }) => {
      const errors = validateTicketForm(context.values);
      const missing = requiredTicketFields.some((field) => errors[field]);
      const toast: Toast = missing
        ? { ...messages.validationError, variant: 'error' }
        : {
            title: messages.validationError.title,
            description: messages.justificationRequired,
            variant: 'error',
          };
      return { errors, lastToast: toast };
    }),
    emitLastToast: emit(({ context }) => ({ type: 'toast' as const, toast: context.lastToast as Toast })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateTicketForm(context.values)).length === 0,
  },
}).createMachine({
  id: 'ticketForm',
  context: ({ input }) => ({
    values: { ...emptyValues, ...input.values },
    categories: input.categories,
    assigneeNames: input.assigneeNames ?? {},
    requester: input.requester ?? null,
    conversationSessionId: input.conversationSessionId ?? null,
    errors: {},
    created: null,
    lastToast: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ticketForm.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { values: changeValue(context.values, event.field, event.value), errors };
          }),
        },
        'ticketForm.prefillFromChat': {
          actions: assign(({ context, event }) => {
            const prefill = prefillTicketFromChat(event);
            return {
              values: {
                ...context.values,
                support_department: prefill.support_department,
                category: '',
                subcategory: '',
                subject: prefill.subject,
                description: prefill.description,
                priority: prefill.priority,
                classification: prefill.classification,
              },
              conversationSessionId: prefill.conversation_session_id,
              errors: {},
            };
          }),
        },
        'ticketForm.reset': { actions: assign({ values: { ...emptyValues }, errors: {}, lastToast: null }) },
        'ticketForm.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ errors: {} }) },
          { actions: ['showErrors', 'emitLastToast'] },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'createTicket',
        input: ({ context }) => bodyOf(context),
        onDone: {
          target: 'submitted',
          actions: [
            assign({ created: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'ticketForm.created' as const, ticket: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ lastToast: { ...messages.createTicketFailed, variant: 'error' } }),
            'emitLastToast',
          ],
        },
      },
    },
    submitted: { type: 'final' },
  },
});

export type TicketFormMachine = typeof ticketFormMachine;
