import { labels } from '@portal/contract';
import { Calculator, ClipboardList, FileSearch, Scale, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import * as styles from './ToolTiles.css.ts';

export interface Tool {
  id: string;
  /** The tool's name, e.g. 'IR35 Assessor'. */
  name: string;
  /** What it will do. */
  description: string;
  /** A decorative icon. @default a wrench */
  icon?: ReactNode;
}

/** The dashboard's coming tools: an IR35 assessor, a project-finance SOP creator, and further tools. */
export const defaultTools: readonly Tool[] = [
  {
    id: 'ir35',
    name: 'IR35 Assessor',
    description: 'Check whether a contractor engagement falls inside IR35 and record the determination.',
    icon: <Scale size={20} />,
  },
  {
    id: 'sop-creator',
    name: 'Project Finance SOP Creator',
    description: 'Draft standard operating procedures for project finance from your project set-up.',
    icon: <ClipboardList size={20} />,
  },
  {
    id: 'budget-checker',
    name: 'Budget Variance Checker',
    description: 'Compare project spend against budget lines and flag variances early.',
    icon: <Calculator size={20} />,
  },
  {
    id: 'policy-finder',
    name: 'Donor Policy Finder',
    description: 'Find the donor rules that apply to a grant before you commit spend.',
    icon: <FileSearch size={20} />,
  },
];

export interface ToolTilesProps {
  /** The tools to announce. @default defaultTools */
  tools?: readonly Tool[];
  /** Outline level of each tile's name. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * 'Coming Soon' tiles for tools that are not available yet. They are static (not links or buttons),
 * so keyboard users are not sent to dead ends.
 */
export function ToolTiles({ tools = defaultTools, headingLevel = 3 }: ToolTilesProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ul className={styles.list} aria-label="Tools">
      {tools.map((tool) => (
        <li key={tool.id} className={styles.tile} data-tool={tool.id}>
          <div className={styles.header}>
            <span className={styles.icon} aria-hidden="true">
              {tool.icon ?? <Wrench size={20} />}
            </span>
            <Badge tone="neutral" size="sm">
              {labels.comingSoon}
            </Badge>
          </div>
          <Title className={styles.name}>{tool.name}</Title>
          <p className={styles.description}>{tool.description}</p>
        </li>
      ))}
    </ul>
  );
}
