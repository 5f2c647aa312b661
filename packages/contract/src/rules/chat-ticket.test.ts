import { describe, expect, it } from 'vitest';
import type { StructuredAnswer, SuggestedTicket } from '../schemas/chat.ts';
import { ticketCreateRequestSchema } from '../schemas/tickets.ts';
import {
  answerText,
  guessClassification,
  guessDepartment,
  guessPriority,
  prefillTicketFromChat,
  truncateText,
} from './chat-ticket.ts';
import { prefixSubject } from './tickets.ts';

const structured: StructuredAnswer = {
  summary: 'Staff get 25 days of annual leave per year plus public holidays.',
  details: {
    requirements: ['Book leave in the HR system'],
    procedures: ['Ask your manager'],
    exceptions: [],
  },
  action_required: 'Submit the request two weeks ahead.',
  contact_info: 'hr@example.com',
  related_policies: ['Leave policy'],
};

describe('truncateText', () => {
  it('keeps text up to the limit', () => {
    const fifty = 'x'.repeat(50);
    expect(truncateText(fifty, 50)).toBe(fifty);
    expect(truncateText('short', 50)).toBe('short');
  });

  it('cuts longer text to 47 characters plus ...', () => {
    const result = truncateText('y'.repeat(51), 50);
    expect(result).toBe(`${'y'.repeat(47)}...`);
    expect(result).toHaveLength(50);
  });

  it('collapses whitespace first', () => {
    expect(truncateText('  a \n\n b\tc  ', 50)).toBe('a b c');
    expect(truncateText(null, 10)).toBe('');
  });
});

describe('guessDepartment', () => {
  it.each([
    ['How do I submit an expense report?', 'Finance'],
    ['My payslip is wrong', 'Finance'],
    ['How much annual leave do I get?', 'HR/P&T'],
    ['Question for HR about maternity pay', 'HR/P&T'],
    ['What is our safeguarding policy?', 'LEC'],
    ['Is this contract GDPR compliant?', 'LEC'],
    ['What do I need before deploying to a new country?', 'OS Support'],
    ['What is the hotel limit in London?', 'OS Support'],
    ['My flight to Nairobi was cancelled', 'OS Support'],
    ['How do I reset my password?', 'IT'],
    ['The VPN drops every hour', 'IT'],
    ['Ask IT about my laptop', 'IT'],
    ['What is the meaning of life?', 'IT'],
  ])('%j -> %s', (text, expected) => {
    expect(guessDepartment(text)).toBe(expected);
  });

  it("does not read the pronoun 'it' as IT, nor 'hr' inside words", () => {
    expect(guessDepartment('Can it pay my travel expenses? three thresholds')).toBe('Finance');
  });

  it('picks the department with most hits', () => {
    expect(guessDepartment('expense invoice for my laptop')).toBe('Finance');
  });
});

describe('guessPriority', () => {
  it.each([
    ['URGENT: payroll run failed', 'high'],
    ['The email server is down and nobody can work', 'high'],
    ['Security breach in shared drive', 'high'],
    ['How do I reset my password?', 'low'],
    ['What is the per diem rate?', 'low'],
    ['My laptop screen flickers', 'medium'],
  ])('%j -> %s', (text, expected) => {
    expect(guessPriority(text)).toBe(expected);
  });

  it("never guesses 'urgent'", () => {
    expect(guessPriority('critical emergency outage ASAP immediately')).toBe('high');
  });
});

describe('guessClassification', () => {
  it.each([
    ['Outlook keeps crashing', 'Incident'],
    ['I cannot log in', 'Incident'],
    ['Error when submitting expenses', 'Incident'],
    ['Please change my cost centre', 'Change'],
    ['Upgrade my software licence', 'Change'],
    ['I need access to the finance folder', 'ServiceRequest'],
    ['How many leave days do I have?', 'ServiceRequest'],
  ])('%j -> %s', (text, expected) => {
    expect(guessClassification(text)).toBe(expected);
  });
});

describe('answerText', () => {
  it('reads plain text, a structured answer, or its JSON text', () => {
    expect(answerText('  Plain   answer ')).toBe('Plain answer');
    expect(answerText(structured)).toBe(structured.summary);
    expect(answerText(JSON.stringify(structured))).toBe(structured.summary);
    expect(answerText('{not json')).toBe('{not json');
    expect(answerText('{"other": 1}')).toBe('{"other": 1}');
    expect(answerText(null)).toBe('');
  });

  it('falls back to action required, then requirements', () => {
    expect(answerText({ ...structured, summary: '' })).toBe('Submit the request two weeks ahead.');
    expect(answerText({ ...structured, summary: '', action_required: null })).toBe(
      'Book leave in the HR system',
    );
  });
});

describe('prefillTicketFromChat', () => {
  it('prefills every field of the dialog', () => {
    const question =
      'How much annual leave am I entitled to, and can I carry unused days over into next year?';
    const prefill = prefillTicketFromChat({ question, answer: structured, sessionId: 's-1' });
    expect(prefill.subject).toBe(`${question.slice(0, 47)}...`);
    expect(prefill.subject).toHaveLength(50);
    expect(prefill.issue_summary).toBe(question);
    expect(prefill.assistant_guidance).toBe(structured.summary);
    expect(prefill.support_department).toBe('HR/P&T');
    expect(prefill.priority).toBe('medium');
    expect(prefill.classification).toBe('ServiceRequest');
    expect(prefill.channel).toBe('Hub');
    expect(prefill.conversation_session_id).toBe('s-1');
    expect(prefill.description).toContain(`Issue summary: ${prefill.issue_summary}`);
    expect(prefill.description).toContain(`Assistant guidance: ${structured.summary}`);
  });

  it('limits the issue summary to 100 characters', () => {
    const question = `Expense question ${'w'.repeat(200)}`;
    const prefill = prefillTicketFromChat({ question });
    expect(prefill.issue_summary).toBe(`${question.slice(0, 97)}...`);
    expect(prefill.support_department).toBe('Finance');
  });

  it('takes the department from the answer when the question names none', () => {
    const prefill = prefillTicketFromChat({ question: 'Where do I find it?', answer: structured });
    expect(prefill.support_department).toBe('HR/P&T');
  });

  it('keeps a short question whole and limits the guidance to 200 characters', () => {
    const prefill = prefillTicketFromChat({ question: 'Printer broken', answer: 'z'.repeat(500) });
    expect(prefill.subject).toBe('Printer broken');
    expect(prefill.assistant_guidance).toHaveLength(200);
    expect(prefill.assistant_guidance.endsWith('...')).toBe(true);
    expect(prefill.classification).toBe('Incident');
    expect(prefill.support_department).toBe('IT');
    expect(prefill.conversation_session_id).toBeNull();
  });

  it('defaults to IT, medium, ServiceRequest', () => {
    const prefill = prefillTicketFromChat({ question: 'Tell me about the quarterly review' });
    expect(prefill).toMatchObject({
      support_department: 'IT',
      priority: 'medium',
      classification: 'ServiceRequest',
    });
    expect(prefill.description).toBe('Issue summary: Tell me about the quarterly review');
  });

  it("prefers the server's suggestion but never urgent", () => {
    const prefill = prefillTicketFromChat({
      question: 'reset my password',
      suggestedTicket: {
        reason: 'No document covers this',
        support_department: 'LEC',
        priority: 'urgent',
        classification: 'Change',
      },
    });
    expect(prefill.support_department).toBe('LEC');
    expect(prefill.priority).toBe('medium');
    expect(prefill.classification).toBe('Change');
    expect(prefill.description).toContain('Reason: No document covers this');
  });

  it('ignores suggested values outside the catalogues (metadata read without a schema parse)', () => {
    const prefill = prefillTicketFromChat({
      question: 'reset my password',
      suggestedTicket: {
        reason: 'x',
        support_department: 'Nowhere',
        priority: 'whenever',
        classification: 'Bug',
      } as unknown as SuggestedTicket,
    });
    expect(prefill.support_department).toBe('IT');
    expect(prefill.priority).toBe('medium');
    expect(prefill.classification).toBe('ServiceRequest');
  });

  it('produces a body the create schema accepts once category and subcategory are chosen', () => {
    const prefill = prefillTicketFromChat({
      question: 'My laptop will not start',
      answer: structured,
      sessionId: 's-2',
    });
    const body = {
      ...prefill,
      subject: prefixSubject(prefill.subject, prefill.support_department, 'Hardware'),
      category: 'Hardware',
      subcategory: 'Laptop',
    };
    const parsed = ticketCreateRequestSchema.parse(body);
    expect(parsed.subject).toBe('[IT - Hardware] My laptop will not start');
    expect(parsed.conversation_session_id).toBe('s-2');
  });
});
