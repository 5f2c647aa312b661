import { POPULAR_QUESTIONS } from '@portal/contract';
import {
  CalendarDays,
  ChartNoAxesCombined,
  Globe,
  KeyRound,
  type LucideIcon,
  Receipt,
  ShieldCheck,
} from 'lucide-react';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { Heading, type HeadingLevel } from '../../components/Heading/Heading.tsx';
import { cx } from '../../utils.ts';
import * as styles from './PopularQuestions.css.ts';

/** The six cards: a short title and icon for each of the contract's `POPULAR_QUESTIONS` (titles ours). */
export const popularQuestionCards: ReadonlyArray<{ title: string; question: string; icon: LucideIcon }> = [
  { title: 'Annual Leave', question: POPULAR_QUESTIONS[0], icon: CalendarDays },
  { title: 'Password Reset', question: POPULAR_QUESTIONS[1], icon: KeyRound },
  { title: 'Expense Reporting', question: POPULAR_QUESTIONS[2], icon: Receipt },
  { title: 'Safeguarding', question: POPULAR_QUESTIONS[3], icon: ShieldCheck },
  { title: 'Monitoring & Evaluation Framework', question: POPULAR_QUESTIONS[4], icon: ChartNoAxesCombined },
  { title: 'Deploying to a New Country', question: POPULAR_QUESTIONS[5], icon: Globe },
];

export interface PopularQuestionsProps {
  /** Called with the card's question when a card is pressed. */
  onAsk: (question: string) => void;
  /** Disable the cards (e.g. while a reply is in progress). @default false */
  isDisabled?: boolean;
  /** @default 'Popular questions' */
  title?: string;
  /** Outline level of the title. @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Six popular-question cards shown on an empty conversation; pressing one asks it. */
export function PopularQuestions({
  onAsk,
  isDisabled = false,
  title = 'Popular questions',
  headingLevel = 2,
  className,
}: PopularQuestionsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} level={headingLevel} size="sm">
        {title}
      </Heading>
      <ul className={styles.grid}>
        {popularQuestionCards.map(({ title: cardTitle, question, icon: Icon }) => (
          <li key={question} className={styles.item}>
            <Button className={styles.card} isDisabled={isDisabled} onPress={() => onAsk(question)}>
              <span aria-hidden="true" className={styles.icon}>
                <Icon />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{cardTitle}</span>
                <span className={styles.question}>{question}</span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
