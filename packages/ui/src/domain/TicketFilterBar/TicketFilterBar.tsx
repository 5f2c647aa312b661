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
import { FilterX } from 'lucide-react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
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

export interface TicketFilterBarProps {
  /** The current filters (controlled). */
  value: TicketFilters;
  /** Called with the whole new filter set on every change. */
  onChange: (filters: TicketFilters) => void;
  /** Business units offered in the business unit filter. @default [] */
  businessUnits?: readonly BusinessUnit[];
  /** Offer the 'Closed' status (manager and admin only, see `canManageTickets`). @default false */
  canFilterClosed?: boolean;
  className?: string;
}

/**
 * The ticket list's filter bar: search, status (default 'All Open'; 'Closed' only when allowed),
 * priority, department, business unit and assignment. Holds no state: the screen persists the filters.
 */
export function TicketFilterBar({
  value,
  onChange,
  businessUnits = [],
  canFilterClosed = false,
  className,
}: TicketFilterBarProps) {
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
      className={[styles.bar, className].filter(Boolean).join(' ')}
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField
        label="Search"
        placeholder="Subject, number or description"
        className={styles.search}
        value={value.search}
        onChange={(search) => set('search', search)}
      />
      <Select
        label="Status"
        value={status}
        onChange={(key) => key !== null && set('status', key as TicketStatusFilter)}
        items={statusOptions.map((o) => ({ id: o.value, label: o.label }))}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
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
        onChange={(key) => key !== null && set('assigned_filter', key as TicketFilters['assigned_filter'])}
        items={[
          { id: 'all', label: 'Anyone' },
          ...assignedFilterOptions.map((o) => ({ id: o.value, label: o.label })),
        ]}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <Button variant="ghost" isDisabled={isDefault} onPress={() => onChange(defaultTicketFilters)}>
        <FilterX aria-hidden="true" className={styles.icon} />
        Clear filters
      </Button>
    </Form>
  );
}
