import { describe, expect, it } from 'vitest';
import { chunkJson, composeAnswer } from '../../src/knowledge/compose.ts';
import { parseModelAnswer } from '../../src/knowledge/engines.ts';
import type { RetrievedSection } from '../../src/knowledge/search.ts';

const section = (id: number, body: string, heading = 'Rules'): RetrievedSection => ({
  id,
  documentId: `doc-${id}`,
  documentName: `Doc ${id}.txt`,
  documentTitle: `Doc ${id}`,
  headingPath: [`Doc ${id}`, heading],
  body,
  position: 0,
  coverage: 1,
  score: 1,
});

describe('built-in composition', () => {
  it('sorts copied sentences and list items into the answer parts, inventing nothing', () => {
    const s = section(
      1,
      'Staff may work from home two days a week. Requests must be made 14 days ahead.\n\n1. Open the HR system.\n2. Submit the request.\n\nThis does not apply to probation periods. Contact people@example.com for help. See the Flexible Working Policy.',
    );
    const { answer, usedSectionIds } = composeAnswer([s]);
    expect(answer.summary).toBe('Staff may work from home two days a week.');
    expect(answer.details.requirements).toEqual(['Requests must be made 14 days ahead.']);
    expect(answer.details.procedures).toEqual(['Open the HR system.', 'Submit the request.']);
    expect(answer.details.exceptions).toEqual(['This does not apply to probation periods.']);
    expect(answer.contact_info).toBe('Contact people@example.com for help.');
    expect(answer.related_policies).toEqual(['Flexible Working Policy']);
    expect(usedSectionIds).toEqual([1]);
    const all = [
      answer.summary,
      ...answer.details.requirements,
      ...answer.details.procedures,
      answer.contact_info,
    ];
    for (const text of all) expect(s.body).toContain(text);
  });

  it('leads with the sentence that answers the question, and lists it only there', () => {
    const s = section(
      1,
      'If you fall ill during annual leave, tell your line manager on the first day. Full-time employees are entitled to 25 days of paid annual leave per leave year. Leave must be approved in advance.',
      'Requesting annual leave',
    );
    const asked = composeAnswer([s], 'How many days of annual leave do I get?').answer;
    expect(asked.summary).toBe(
      'Full-time employees are entitled to 25 days of paid annual leave per leave year.',
    );
    expect(asked.details.requirements).toEqual(['Leave must be approved in advance.']);
    // A question that shares too little with any sentence keeps the section's opening.
    const vague = composeAnswer([s], 'What about holidays?').answer;
    expect(vague.summary).toBe(
      'If you fall ill during annual leave, tell your line manager on the first day.',
    );
  });

  it('a section that contributes nothing is not counted as used', () => {
    const long = Array.from({ length: 12 }, (_, i) => `${i + 1}. Step number ${i + 1}.`).join('\n');
    const { usedSectionIds } = composeAnswer([
      section(1, `Intro sentence here.\n\n${long}`),
      section(2, '1. Another step.'),
    ]);
    expect(usedSectionIds).toEqual([1]);
  });

  it('chunks JSON so the pieces concatenate to it exactly, never splitting a surrogate pair', () => {
    const json = JSON.stringify({ summary: `${'a'.repeat(47)}😀 and more ${'é'.repeat(60)}` });
    const pieces = chunkJson(json);
    expect(pieces.join('')).toBe(json);
    // No piece ends with a lone high surrogate (half of an emoji).
    for (const p of pieces) expect(/[\ud800-\udbff]$/.test(p)).toBe(false);
  });
});

describe('model answers are checked, not trusted', () => {
  const sections = [
    section(10, 'Expense claims must be submitted within 30 days of the purchase date.', 'Expenses'),
    section(11, 'Staff may work from home two days a week after their probation period.', 'Remote work'),
  ];
  const answer = {
    summary: 'Staff can work from home two days per week once probation is over.',
    details: { requirements: [], procedures: [], exceptions: [] },
    action_required: '',
    contact_info: '',
    related_policies: [],
  };
  it('maps cited labels to the sections given, ignoring invented ones', () => {
    expect(parseModelAnswer(JSON.stringify({ ...answer, sources: ['S2', 'S5', 'X'] }), sections)).toEqual({
      answer,
      usedSectionIds: [11],
    });
    expect(
      parseModelAnswer(`\`\`\`json\n${JSON.stringify({ ...answer, sources: ['S2'] })}\n\`\`\``, sections)
        .usedSectionIds,
    ).toEqual([11]);
  });
  it('keeps only the cited sections the answer text is supported by', () => {
    // S1 was cited but nothing in the answer comes from it.
    expect(
      parseModelAnswer(JSON.stringify({ ...answer, sources: ['S1', 'S2'] }), sections).usedSectionIds,
    ).toEqual([11]);
    expect(parseModelAnswer(JSON.stringify({ ...answer, sources: ['S1'] }), sections).usedSectionIds).toEqual(
      [],
    );
    // Too short to prove anything: 'Work from home.' (2 words) supports no section.
    const short = { ...answer, summary: 'Work from home.' };
    expect(parseModelAnswer(JSON.stringify({ ...short, sources: ['S2'] }), sections).usedSectionIds).toEqual(
      [],
    );
  });
  it('non-JSON or wrong shape is text that references nothing', () => {
    expect(parseModelAnswer('just words', sections)).toEqual({ answer: 'just words', usedSectionIds: [] });
    expect(parseModelAnswer('{"summary": 3, "sources": ["S1"]}', sections).usedSectionIds).toEqual([]);
  });
});
