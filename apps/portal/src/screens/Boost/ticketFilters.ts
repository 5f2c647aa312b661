import {
  assignedFilterValues,
  departmentValues,
  managerOnlyTicketStatuses,
  ticketPriorityValues,
  ticketStatusFilterValues,
} from '@portal/contract';
import { defaultTicketFilters, type TicketFilters } from '@portal/ui';
import { storage } from '../../app/storage.ts';

function oneOf<T extends string>(allowed: readonly string[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (value === 'all' || allowed.includes(value)) ? (value as T) : fallback;
}

/**
 * The filters kept in local storage, checked field by field: a value this version does not know
 * (another release's JSON, a hand edit) falls back to that field's default instead of breaking the
 * list. `all_open` is the status default.
 */
export function loadTicketFilters(): TicketFilters {
  const saved = storage.ticketFilters<Partial<Record<keyof TicketFilters, unknown>>>() ?? {};
  const d = defaultTicketFilters;
  return {
    search: typeof saved.search === 'string' ? saved.search : d.search,
    status: oneOf(ticketStatusFilterValues, saved.status, d.status),
    priority: oneOf(ticketPriorityValues, saved.priority, d.priority),
    support_department: oneOf(departmentValues, saved.support_department, d.support_department),
    business_unit_id:
      typeof saved.business_unit_id === 'string' && saved.business_unit_id !== ''
        ? saved.business_unit_id
        : d.business_unit_id,
    assigned_filter: oneOf(assignedFilterValues, saved.assigned_filter, d.assigned_filter),
  };
}

export function saveTicketFilters(filters: TicketFilters): void {
  storage.saveTicketFilters(filters);
}

/**
 * The filters the list call uses: a stored 'closed' from a time the person was a manager is not
 * theirs to use any more, so it reads as the default (the filter bar shows it the same way).
 */
export function effectiveFilters(filters: TicketFilters, canFilterClosed: boolean): TicketFilters {
  if (canFilterClosed || !(managerOnlyTicketStatuses as readonly string[]).includes(filters.status)) {
    return filters;
  }
  return { ...filters, status: defaultTicketFilters.status };
}
