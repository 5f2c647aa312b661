import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CategoryTree,
  categoryOptions,
  subcategoryOptions,
  type TicketCreateBody,
  type Toast,
  ticketFormMachine,
} from '../src/index.ts';
import { expectFullGraphCoverage } from './graph-coverage.ts';

const categories: CategoryTree = {
  IT: { Hardware: ['Laptop', 'Monitor'], Access: ['Password reset'] },
  Finance: { Expenses: ['Claim'] },
};

function harness(fail?: Error) {
  const sent: TicketCreateBody[] = [];
  const machine = ticketFormMachine.provide({
    actors: {
      createTicket: fromPromise(async ({ input }) => {
        sent.push(input);
        if (fail) throw fail;
        return { id: 'new', ticket_number: 'T-1' };
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      categories,
      requester: { id: 'u1', name: 'Ann Lee', email: 'ann@example.com' },
      assigneeNames: { p1: 'Pat' },
    },
  });
  const toasts: Toast[] = [];
  const created: unknown[] = [];
  actor.on('toast', (e) => toasts.push(e.toast));
  actor.on('ticketForm.created', (e) => created.push(e.ticket));
  actor.start();
  const change = (
    field: Parameters<typeof actor.send>[0] extends infer E
      ? E extends { field: infer F }
        ? F
        : never
      : never,
    value: string,
  ) => actor.send({ type: 'ticketForm.change', field, value });
  return { actor, sent, toasts, created, change };
}

function fillValid(h: ReturnType<typeof harness>) {
  h.change('support_department', 'IT');
  h.change('category', 'Hardware');
  h.change('subcategory', 'Laptop');
  h.change('subject', 'Laptop will not start');
  h.change('description', 'Black screen since this morning');
  h.change('classification', 'Incident');
  h.change('priority', 'high');
}

describe('ticketForm', () => {
  it('offers categories of the department and subcategories of the category; a parent change resets the children', () => {
    const h = harness();
    expect(categoryOptions(categories, 'IT')).toEqual(['Hardware', 'Access']);
    expect(subcategoryOptions(categories, 'IT', 'Hardware')).toEqual(['Laptop', 'Monitor']);
    fillValid(h);
    h.change('category', 'Access');
    expect(h.actor.getSnapshot().context.values).toMatchObject({ category: 'Access', subcategory: '' });
    h.change('subcategory', 'Password reset');
    h.change('support_department', 'Finance');
    expect(h.actor.getSnapshot().context.values).toMatchObject({ category: '', subcategory: '' });
    // Choosing the same parent again keeps the children.
    h.change('category', 'Expenses');
    h.change('subcategory', 'Claim');
    h.change('support_department', 'Finance');
    expect(h.actor.getSnapshot().context.values.subcategory).toBe('Claim');
  });

  it("refuses to send with required fields missing: 'Validation Error - Please fill in all required fields'", () => {
    const h = harness();
    h.change('subject', 'Only a subject');
    h.actor.send({ type: 'ticketForm.submit' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.toasts).toEqual([
      { title: 'Validation Error', description: 'Please fill in all required fields', variant: 'error' },
    ]);
    expect(Object.keys(h.actor.getSnapshot().context.errors).sort()).toEqual(
      ['category', 'classification', 'description', 'subcategory', 'support_department'].sort(),
    );
    h.change('category', 'x');
    expect(h.actor.getSnapshot().context.errors.category).toBeUndefined();
  });

  it('urgent needs a justification', () => {
    const h = harness();
    fillValid(h);
    h.change('priority', 'urgent');
    h.change('justification', '   ');
    h.actor.send({ type: 'ticketForm.submit' });
    expect(h.toasts.at(-1)).toEqual({
      title: 'Validation Error',
      description: 'Critical priority requires justification',
      variant: 'error',
    });
    expect(h.actor.getSnapshot().context.errors).toEqual({
      justification: 'Critical priority requires justification',
    });
    h.change('justification', 'Whole team blocked');
    h.actor.send({ type: 'ticketForm.submit' });
    expect(h.actor.getSnapshot().value).toBe('submitting');
  });

  it("sends the prefixed subject, channel 'Hub', 'none' as null and the requester", async () => {
    const h = harness();
    fillValid(h);
    h.change('assignee_id', 'p1');
    h.actor.send({ type: 'ticketForm.submit' });
    await waitFor(h.actor, (s) => s.status === 'done');
    expect(h.sent).toEqual([
      {
        support_department: 'IT',
        category: 'Hardware',
        subcategory: 'Laptop',
        subject: '[IT - Hardware] Laptop will not start',
        description: 'Black screen since this morning',
        classification: 'Incident',
        priority: 'high',
        justification: null,
        business_unit_id: null,
        channel: 'Hub',
        assignee_id: 'p1',
        assignee_name: 'Pat',
        requester_name: 'Ann Lee',
        requester_email: 'ann@example.com',
        requester_id: 'u1',
        conversation_session_id: null,
      },
    ]);
    expect(h.created).toEqual([{ id: 'new', ticket_number: 'T-1' }]);
  });

  it("a failed create says 'Failed to Create Ticket - Please try again or contact support.'", async () => {
    const h = harness(new Error('500'));
    fillValid(h);
    h.actor.send({ type: 'ticketForm.submit' });
    await waitFor(h.actor, (s) => s.matches('editing') && s.context.lastToast !== null);
    expect(h.toasts).toEqual([
      {
        title: 'Failed to Create Ticket',
        description: 'Please try again or contact support.',
        variant: 'error',
      },
    ]);
  });

  it('prefills from a chat answer', () => {
    const h = harness();
    const question =
      'My laptop screen is broken and I cannot work on the finance report due tomorrow morning';
    h.actor.send({
      type: 'ticketForm.prefillFromChat',
      question,
      answer: 'Try restarting. '.repeat(30),
      sessionId: 's9',
    });
    const { values, conversationSessionId } = h.actor.getSnapshot().context;
    expect(values.subject).toHaveLength(50);
    expect(values.subject.endsWith('...')).toBe(true);
    expect(values.subject).toBe(`${question.slice(0, 47)}...`);
    expect(values.priority).toBe('high');
    expect(values.classification).toBe('Incident');
    expect(conversationSessionId).toBe('s9');
    h.actor.send({ type: 'ticketForm.reset' });
    expect(h.actor.getSnapshot().context.values.subject).toBe('');
  });

  it("prefills from the server's suggested ticket over the keyword guesses", () => {
    const h = harness();
    h.actor.send({
      type: 'ticketForm.prefillFromChat',
      question: 'My laptop screen is broken',
      answer: 'Contact IT.',
      suggestedTicket: {
        reason: 'Needs a purchase order',
        support_department: 'Finance',
        priority: 'low',
        classification: 'ServiceRequest',
      },
    });
    const { values } = h.actor.getSnapshot().context;
    expect(values.support_department).toBe('Finance');
    expect(values.priority).toBe('low');
    expect(values.classification).toBe('ServiceRequest');
    expect(values.description).toContain('Reason: Needs a purchase order');
  });

  it('covers every state and transition', () => {
    expectFullGraphCoverage(ticketFormMachine, {
      input: { categories, values: {} },
      // Which fields are filled is what matters, not their text.
      serialize: (s) => {
        const values = (s.context as { values: Record<string, string> }).values;
        return JSON.stringify([s.value, Object.entries(values).map(([k, v]) => `${k}:${v === '' ? 0 : 1}`)]);
      },
      events: {
        'ticketForm.change': [
          { type: 'ticketForm.change', field: 'support_department', value: 'IT' },
          { type: 'ticketForm.change', field: 'category', value: 'Hardware' },
          { type: 'ticketForm.change', field: 'subcategory', value: 'Laptop' },
          { type: 'ticketForm.change', field: 'subject', value: 's' },
          { type: 'ticketForm.change', field: 'description', value: 'd' },
          { type: 'ticketForm.change', field: 'classification', value: 'Incident' },
        ],
        'ticketForm.prefillFromChat': [{ type: 'ticketForm.prefillFromChat', question: 'q', answer: 'a' }],
        'xstate.done.actor.0.ticketForm.submitting': [
          { type: 'xstate.done.actor.0.ticketForm.submitting', output: {} },
        ],
      },
    });
  });
});
