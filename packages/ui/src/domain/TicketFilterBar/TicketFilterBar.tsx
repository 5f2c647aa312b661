import {
  type AssignedFilter,
  assignedFilterOptions,
  type BusinessUnit,
  DEFAULT_TICKET_STATUS_FILTER,
  type Department,
  departmentOptions,
  managerOnlyTicketStatuses,
  type TicketPriority,
  type TicketStatusFilter,
  ticketPriorityOptions,
  ticketStatusFilterOptions,
} from '@portal/contract';
import { FilterX, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../utils.ts';
import * as styles from './TicketFilterBar.css.ts';

/** 'all' = no filter (the list call leaves it out). */
export type AllOr<T extends string> = T | 'all';

/** The ticket list's filters, as the list call and local storage take them. */
export interface TicketFilters {
  search: string;
  status: TicketStatusFilter;
  priority: AllOr<TicketPriority>;
  support_department: AllOr<Department>;
  business_unit_id: AllOr<string>;
  assigned_filter: AllOr<AssignedFilter>;
}

/** The defaults: status 'all_open', everything else unfiltered. */
export const defaultTicketFilters: TicketFilters = {
  search: '',
  status: DEFAULT_TICKET_STATUS_FILTER,
  priority: 'all',
  support_department: 'all',
  business_unit_id: 'all',
  assigned_filter: 'all',
};

/** The filters behind 'More filters' (search and status are always shown). */
export const foldedTicketFilters = [
  'priority',
  'support_department',
  'business_unit_id',
  'assigned_filter',
] as const;

export interface TicketFilterBarProps {
  /** The current filters (controlled). */
  value: TicketFilters;
  /** Called with the whole new filter set on every change. */
  onChange: (filters: TicketFilters) => void;
  /** Business units offered in the business unit filter. @default [] */
  businessUnits?: readonly BusinessUnit[];
  /** Offer the 'Closed' status (manager and admin only, see `canManageTickets`). @default false */
  canFilterClosed?: boolean;
  /** Whether 'More filters' starts open (uncontrolled). @default false */
  defaultExpanded?: boolean;
  className?: string;
}

/**
 * The ticket list's filter bar, one line: search and status (default 'All Open'; 'Closed' only when
 * allowed), then 'More filters' folding priority, department, business unit and assignment (its badge
 * counts those in use) and, once any filter is in use, 'Clear filters'. Folded, the bar is one row instead of three (on a phone,
 * six stacked fields took the whole first screen), so the tickets come first. The filters themselves
 * are the screen's (it persists them); only the fold is kept here.
 */
export function TicketFilterBar({
  value,
  onChange,
  businessUnits = [],
  canFilterClosed = false,
  defaultExpanded = false,
  className,
}: TicketFilterBarProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const moreId = useId();
  const moreInUse = foldedTicketFilters.filter((key) => value[key] !== defaultTicketFilters[key]).length;
  const set = <K extends keyof TicketFilters>(key: K, next: TicketFilters[K]) =>
    onChange({ ...value, [key]: next });
  const statusOptions = ticketStatusFilterOptions.filter(
    (option) => canFilterClosed || !(managerOnlyTicketStatuses as readonly string[]).includes(option.value),
  );
  const isDefault = (Object.keys(defaultTicketFilters) as (keyof TicketFilters)[]).every(
    (key) => value[key] === defaultTicketFilters[key],
  );
  // A stored filter the person may no longer use (e.g. 'closed' after a role change) shows as the default.
  const status = statusOptions.some((o) => o.value === value.status)
    ? value.status
    : DEFAULT_TICKET_STATUS_FILTER;

  return (
    <Form
      role="search"
      aria-label="Filter tickets"
      className={cx(styles.bar, className)}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.row}>
        <SearchField
          label="Search"
          placeholder="Subject, number or description"
          className={cx(styles.inlineField, styles.search)}
          value={value.search}
          onChange={(search) => set('search', search)}
        />
        <Select
          label="Status"
          className={cx(styles.inlineField, styles.status)}
          value={status}
          onChange={(key) => key !== null && set('status', key as TicketStatusFilter)}
          items={statusOptions.map((o) => ({ id: o.value, label: o.label }))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={moreId}
            onPress={() => setExpanded(!expanded)}
          >
            <SlidersHorizontal aria-hidden="true" className={styles.icon} />
            More filters
            {moreInUse > 0 ? (
              <Badge size="sm" tone="info">
                {moreInUse}
                <VisuallyHidden> in use</VisuallyHidden>
              </Badge>
            ) : null}
          </Button>
          {/* Only when there is something to clear: a disabled button took a line of a phone's screen. */}
          {isDefault ? null : (
            <Button variant="ghost" onPress={() => onChange(defaultTicketFilters)}>
              <FilterX aria-hidden="true" className={styles.icon} />
              Clear filters
            </Button>
          )}
        </div>
      </div>
      <div id={moreId} hidden={!expanded} className={styles.more}>
        {/* Rendered only while open: a select is among the costliest parts of a page's hydration
            (react-aria builds its list again once hydrated), and these four are hidden until asked for. */}
        {expanded ? (
          <>
            <Select
              label="Priority"
              value={value.priority}
              onChange={(key) => key !== null && set('priority', key as TicketFilters['priority'])}
              items={[
                { id: 'all', label: 'All Priorities' },
                ...ticketPriorityOptions.map((o) => ({ id: o.value, label: o.label })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <Select
              label="Department"
              value={value.support_department}
              onChange={(key) =>
                key !== null && set('support_department', key as TicketFilters['support_department'])
              }
              items={[
                { id: 'all', label: 'All Departments' },
                ...departmentOptions.map((o) => ({ id: o.value, label: o.label })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <Select
              label="Business unit"
              value={value.business_unit_id}
              onChange={(key) => key !== null && set('business_unit_id', String(key))}
              items={[
                { id: 'all', label: 'All Business Units' },
                ...businessUnits.map((u) => ({ id: u.id, label: u.name })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <Select
              label="Assignment"
              value={value.assigned_filter}
              onChange={(key) =>
                key !== null && set('assigned_filter', key as TicketFilters['assigned_filter'])
              }
              items={[
                { id: 'all', label: 'Anyone' },
                ...assignedFilterOptions.map((o) => ({ id: o.value, label: o.label })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
          </>
        ) : null}
      </div>
    </Form>
  );
}
