import { useRef } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { useScrollEdges } from '../../hooks/useScrollEdges.ts';
import { composeClassName } from '../../utils.ts';
import * as styles from './Tabs.css.ts';

export type { TabListProps, TabPanelProps, TabProps, TabsProps };

/**
 * Tabs switch between panels in one place. Arrow keys move between tabs (and select them), Home
 * and End jump to the ends. Give every `Tab` an `id` and its `TabPanel` the same `id`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeClassName(className, styles.tabs)} />;
}

/**
 * The row (or column) of tabs; needs an `aria-label` naming what the tabs switch. A row wider than
 * its space scrolls sideways and fades out at the edge that hides tabs (`data-overflow-start`,
 * `data-overflow-end`), so people see there are more: on a phone the knowledge base's last four
 * departments were off screen with no sign of them.
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  return (
    <RACTabList
      {...props}
      ref={ref}
      data-overflow-start={edges.start || undefined}
      data-overflow-end={edges.end || undefined}
      className={composeClassName(className, styles.tabList)}
    />
  );
}

/** One tab. */
export function Tab({ className, ...props }: TabProps) {
  return <RACTab {...props} className={composeClassName(className, styles.tab)} />;
}

/** The content shown while its tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeClassName(className, styles.tabPanel)} />;
}
