import { describe, expect, it } from 'vitest';
import { matchesType, properNames } from '../../src/knowledge/answerability.ts';
import { answerType } from '../../src/knowledge/question.ts';

const sentence = (text: string) => ({ text, kind: 'sentence' as const });
const answers = (question: string, text: string) =>
  matchesType(answerType(question), sentence(text), question);

describe('answer types: the asked kind of fact is stated, or the question is not answered', () => {
  it('a proper name is asked for by "the name of", "which countries" and "who is the head of"', () => {
    expect(answerType('What is the name of the Safeguarding Lead?')).toBe('name');
    expect(answerType('Which countries are currently rated extreme risk?')).toBe('name');
    expect(answerType('Who is the head of the Legal Ethics and Compliance team?')).toBe('name');
    expect(answerType('Who approves my leave?')).toBe('who');
    expect(answerType('What company policy covers gifts?')).not.toBe('name');
  });

  it('roles, teams, documents, systems and months are not proper names', () => {
    expect(
      properNames('Countries are rated low, medium, high or extreme risk by the Security team.'),
    ).toEqual([]);
    expect(
      properNames('Travel is not permitted unless the Chief Operating Officer grants an exception.'),
    ).toEqual([]);
    expect(properNames('Carried-over days must be used by 31 March.')).toEqual([]);
    expect(properNames('The Safeguarding Lead is Maria Lopez, based in London.')).toEqual([
      'Maria Lopez',
      'London',
    ]);
    expect(
      answers(
        'What is the name of the Safeguarding Lead?',
        'Report it to the Safeguarding Lead at safeguarding@example.com.',
      ),
    ).toBe(false);
    expect(
      answers('What is the name of the Safeguarding Lead?', 'The Safeguarding Lead is Maria Lopez.'),
    ).toBe(true);
  });

  it('"how long" is answered by a size as well as a time; "when" by a day or a time of day', () => {
    expect(answers('How long must a password be?', 'Passwords must be at least 14 characters long.')).toBe(
      true,
    );
    expect(answers('How long must a password be?', 'Passwords must not contain your name.')).toBe(false);
    expect(
      answers('When is the office fridge cleared?', 'The fridge is cleared every Friday afternoon.'),
    ).toBe(true);
    expect(answers('When is the office fridge cleared?', 'The fridge is shared by every team.')).toBe(false);
  });
});
