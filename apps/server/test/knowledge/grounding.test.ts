import { describe, expect, it } from 'vitest';
import { parseModelAnswer } from '../../src/knowledge/engines.ts';
import { factsOf, groundAnswer } from '../../src/knowledge/grounding.ts';
import type { RetrievedSection } from '../../src/knowledge/search.ts';

const section = (id: number, body: string, heading: string): RetrievedSection => ({
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

const leave = section(
  1,
  'Full-time employees are entitled to 25 days of paid annual leave per leave year. Part-time employees receive a pro-rata entitlement based on their contracted hours. Questions go to the People and Talent team at people@example.com.',
  'Entitlement',
);
const travel = section(
  2,
  'London: up to 180 GBP per night including breakfast. Mileage is paid at 45 pence per mile.',
  'Hotel limits',
);

const empty = { requirements: [], procedures: [], exceptions: [] };

describe('facts are compared in one normal form', () => {
  it('figures in words or digits, money before or after, percentages, dates, addresses and roles', () => {
    expect(factsOf('You get twenty-five days.')).toEqual(factsOf('You get 25 days.'));
    expect(factsOf('up to £180 a night')).toEqual(new Set(['180 gbp']));
    expect(factsOf('GBP 30')).toEqual(factsOf('30 GBP'));
    expect(factsOf('a 12% margin')).toEqual(factsOf('a margin of 12 per cent'));
    expect(factsOf('by 31 March')).toContain('31 march');
    expect(factsOf('Call +44 20 7946 0999 or write to deployments@example.com')).toEqual(
      new Set(['442079460999', 'deployments@example.com']),
    );
    expect([...factsOf('Ask your line manager.')]).toContain('role:manager');
  });
});

describe('a model answer is checked statement by statement', () => {
  it("a wrong figure is removed even when nearly every word is the section's", () => {
    const g = groundAnswer(
      {
        summary:
          'Full-time employees are entitled to 35 days of paid annual leave per leave year. Part-time employees receive a pro-rata entitlement.',
        details: empty,
        action_required: null,
        contact_info: null,
        related_policies: [],
      },
      [leave],
      true,
    );
    expect(g.answer.summary).toBe('Part-time employees receive a pro-rata entitlement.');
    expect(g.removed[0]?.reason).toMatch(/35 day/);
  });

  it('twenty-five days is 25 days, and £180 is 180 GBP: paraphrased figures hold', () => {
    const g = groundAnswer(
      {
        summary: 'Full-time employees get twenty-five days of paid annual leave a year.',
        details: {
          requirements: ['London hotels are paid up to £180 a night, breakfast included.'],
          procedures: [],
          exceptions: [],
        },
        action_required: null,
        contact_info: null,
        related_policies: [],
      },
      [leave, travel],
      true,
    );
    expect(g.removed).toEqual([]);
    expect(g.sources.map((s) => s.sentence)).toEqual([
      'Full-time employees are entitled to 25 days of paid annual leave per leave year.',
      'London: up to 180 GBP per night including breakfast.',
    ]);
    expect(g.usedSectionIds).toEqual([1, 2]);
  });

  it('a statement the sections do not make is removed, not only its citation; a named role must be in them', () => {
    const g = groundAnswer(
      {
        summary: 'Full-time employees are entitled to 25 days of paid annual leave per leave year.',
        details: {
          requirements: [
            'Leave is approved by the Chief Executive.',
            'Employees may buy five extra days each year.',
          ],
          procedures: [],
          exceptions: [],
        },
        action_required: null,
        contact_info: null,
        related_policies: [],
      },
      [leave],
      true,
    );
    expect(g.answer.details.requirements).toEqual([]);
    expect(g.removed.map((r) => r.statement)).toEqual([
      'Leave is approved by the Chief Executive.',
      'Employees may buy five extra days each year.',
    ]);
  });

  it('in another language only the facts can be checked: they still must hold', () => {
    const g = groundAnswer(
      {
        summary: 'Les salariés à temps plein ont droit à 25 jours de congés payés.',
        details: {
          requirements: ['Les hôtels à Londres: jusqu’à 400 GBP par nuit.'],
          procedures: [],
          exceptions: [],
        },
        action_required: null,
        contact_info: null,
        related_policies: [],
      },
      [leave, travel],
      false,
    );
    expect(g.answer.summary).toContain('25 jours');
    expect(g.answer.details.requirements).toEqual([]);
  });

  it("the model's labels map to the sections it was given; invented ones and other output reference nothing", () => {
    const answer = {
      summary: 'Part-time employees receive a pro-rata entitlement based on their contracted hours.',
      details: empty,
      action_required: '',
      contact_info: '',
      related_policies: [],
    };
    const parsed = parseModelAnswer(JSON.stringify({ ...answer, sources: ['S1', 'S9', 'X'] }), [
      leave,
      travel,
    ]);
    expect(parsed.usedSectionIds).toEqual([1]);
    expect(parsed.statementSources?.[0]?.sentence).toBe(
      'Part-time employees receive a pro-rata entitlement based on their contracted hours.',
    );
    // Cited a section the text is not from: nothing holds.
    expect(
      parseModelAnswer(JSON.stringify({ ...answer, sources: ['S2'] }), [leave, travel]).usedSectionIds,
    ).toEqual([]);
    expect(parseModelAnswer('just words', [leave]).usedSectionIds).toEqual([]);
    expect(parseModelAnswer('{"summary": 3, "sources": ["S1"]}', [leave]).usedSectionIds).toEqual([]);
  });
});
