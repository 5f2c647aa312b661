import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export type { TabListProps, TabPanelProps, TabProps, TabsProps };

/**
 * Tabs switch between panels in one place. Arrow keys move between tabs (and select them), Home
 * and End jump to the ends. Give every `Tab` an `id` and its `TabPanel` the same `id`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      className={composeRenderProps(className, (className) =>
        [styles.tabs, className].filter(Boolean).join(' '),
      )}
    />
  );
}

/** The row (or column) of tabs; needs an `aria-label` naming what the tabs switch. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (className) =>
        [styles.tabList, className].filter(Boolean).join(' '),
      )}
    />
  );
}

/** One tab. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeRenderProps(className, (className) =>
        [styles.tab, className].filter(Boolean).join(' '),
      )}
    />
  );
}

/** The content shown while its tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (className) =>
        [styles.tabPanel, className].filter(Boolean).join(' '),
      )}
    />
  );
}
