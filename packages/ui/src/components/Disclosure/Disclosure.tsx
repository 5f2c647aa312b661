import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DisclosurePanel,
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
  Heading as RACHeading,
} from 'react-aria-components';
import { composeClassName } from '../../utils.ts';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import * as styles from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The always-visible heading that toggles the panel. */
  title: ReactNode;
  /** The content shown while expanded. */
  children?: ReactNode;
  /** Outline level of the heading around the trigger. @default 3 */
  headingLevel?: HeadingLevel;
}

/** A section that shows and hides its content (an FAQ entry, "Show details"). */
export function Disclosure({ title, children, headingLevel = 3, className, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={composeClassName(className, styles.disclosure)}>
      <RACHeading level={headingLevel} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger}>
          <ChevronRight size={18} aria-hidden="true" className={styles.chevron} />
          {title}
        </RACButton>
      </RACHeading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </RACDisclosure>
  );
}

export type DisclosureGroupProps = RACDisclosureGroupProps;

/** Stacked disclosures (an accordion); `allowsMultipleExpanded` lets several stay open. */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return <RACDisclosureGroup {...props} className={composeClassName(className, styles.group)} />;
}
