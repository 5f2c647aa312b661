import { type KbDepartment, kbDepartmentFullNames, kbDepartmentOptions } from '@portal/contract';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './DepartmentTabs.css.ts';

export interface DepartmentTabsProps {
  /** The department shown (controlled). */
  selectedDepartment: KbDepartment;
  /** Called when another department's tab is chosen. */
  onSelectionChange: (department: KbDepartment) => void;
  /** Optional number of documents per department, shown after the name. */
  counts?: Partial<Record<KbDepartment, number>>;
  /** Content of the selected department's panel (e.g. its document list). */
  children?: ReactNode | ((department: KbDepartment) => ReactNode);
  /** @default 'Departments' */
  'aria-label'?: string;
  className?: string;
}

/**
 * One tab per knowledge-base department with the display names of the contract (Finance,
 * 'People & Talent', 'IT', 'LEC', 'Business Dev', 'Projects', Other). Arrow keys move between tabs.
 */
export function DepartmentTabs({
  selectedDepartment,
  onSelectionChange,
  counts,
  children,
  'aria-label': ariaLabel = 'Departments',
  className,
}: DepartmentTabsProps) {
  return (
    <Tabs
      selectedKey={selectedDepartment}
      onSelectionChange={(key) => onSelectionChange(key as KbDepartment)}
      className={className}
    >
      <TabList aria-label={ariaLabel} className={styles.tabList}>
        {kbDepartmentOptions.map(({ value, label }) => (
          <Tab key={value} id={value} className={styles.tab}>
            <span title={kbDepartmentFullNames[value] !== label ? kbDepartmentFullNames[value] : undefined}>
              {label}
              {counts?.[value] !== undefined ? (
                <VisuallyHidden>{` (${counts[value]} documents)`}</VisuallyHidden>
              ) : null}
            </span>
            {counts?.[value] !== undefined ? (
              <span aria-hidden="true" className={styles.count}>
                {counts[value]}
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {kbDepartmentOptions.map(({ value }) => (
        <TabPanel key={value} id={value}>
          {typeof children === 'function' ? children(value) : children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
