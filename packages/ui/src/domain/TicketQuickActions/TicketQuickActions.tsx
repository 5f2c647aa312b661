import {
  type Assignee,
  type BoostAgent,
  labels,
  type QuickActionChange,
  type QuickActionValues,
  quickActionChanges,
  quickActionNames,
  quickActionValuesOf,
  type Ticket,
  ticketPriorityOptions,
  ticketStatusOptions,
  ticketTierOptions,
} from '@portal/contract';
import { Save, Undo2 } from 'lucide-react';
import { type FocusEvent, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import type { HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './TicketQuickActions.css.ts';

/** The select value standing for "nobody" (owner or boost agent null). */
export const UNASSIGNED_KEY = 'unassigned';

export interface TicketQuickActionsProps {
  /** The ticket as stored: what the draft is compared with. */
  ticket: Ticket;
  /**
   * The values shown. The panel is controlled: the screen owns the one draft (the portal's
   * ticket-edit machine) and starts it over when the ticket reloads.
   */
  draft: QuickActionValues;
  /** A field was chosen, or Reset pressed: the whole new draft. */
  onDraftChange: (draft: QuickActionValues) => void;
  /** People the ticket may be assigned to (active users only). */
  assignees: readonly Assignee[];
  /** People who may be the boost agent. */
  boostAgents: readonly BoostAgent[];
  /**
   * Save Changes: the changed fields (never empty) and the whole draft. Choosing an assignee also
   * moves the ticket to that person's department: the screen reads it from `assignees`.
   */
  onSave?: (changes: QuickActionChange[], draft: QuickActionValues) => void;
  /** Shows a spinner on Save Changes. @default false */
  isSaving?: boolean;
  /** Outline level of the 'Quick Actions' title. @default 3 */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Quick Actions of the ticket dialog (manager and admin only): status, priority, tier, assignee and
 * boost agent. 'Save Changes' stays disabled until something differs from the ticket. When a save or
 * Reset leaves nothing to save while the focus was on its buttons, the focus moves to the first field.
 */
export function TicketQuickActions({
  ticket,
  draft,
  onDraftChange,
  assignees,
  boostAgents,
  onSave,
  isSaving = false,
  headingLevel = 3,
  className,
}: TicketQuickActionsProps) {
  const current = quickActionValuesOf(ticket);
  const changesId = useId();
  const names = useMemo(
    () => quickActionNames(ticket, [...assignees, ...boostAgents]),
    [assignees, boostAgents, ticket],
  );
  const changes = quickActionChanges(current, draft, names);

  // Save Changes and Reset are disabled once nothing is left to save (after a save has reloaded the
  // ticket, or a reset), and a disabled button loses the focus to the page: a keyboard user would
  // land outside the dialog, where neither Tab nor Escape reaches it. The focus goes to the first
  // field instead. (A disabled button's blur never reaches React, so the last focus is tracked.)
  const formRef = useRef<HTMLFormElement>(null);
  const focusOnActions = useRef(false);
  const nothingToSave = changes.length === 0;
  const trackFocus = {
    onFocus: () => {
      focusOnActions.current = true;
    },
    // Focus moving to another element; a button being disabled has none to move to.
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) focusOnActions.current = false;
    },
  };
  useLayoutEffect(() => {
    if (!nothingToSave || !focusOnActions.current) return;
    focusOnActions.current = false;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    formRef.current?.querySelector<HTMLElement>('button')?.focus();
  }, [nothingToSave]);

  // The current owner or agent may no longer be in the lists (inactive): keep them selectable.
  const ownerItems = [
    { id: UNASSIGNED_KEY, label: labels.unassigned },
    ...assignees.map((a) => ({ id: a.id, label: a.department ? `${a.name} (${a.department})` : a.name })),
  ];
  if (ticket.owner_id && !assignees.some((a) => a.id === ticket.owner_id)) {
    ownerItems.push({ id: ticket.owner_id, label: ticket.owner_name ?? ticket.owner_id });
  }
  const agentItems = [
    { id: UNASSIGNED_KEY, label: labels.unassigned },
    ...boostAgents.map((a) => ({ id: a.id, label: a.name })),
  ];
  if (ticket.boost_agent_id && !boostAgents.some((a) => a.id === ticket.boost_agent_id)) {
    agentItems.push({ id: ticket.boost_agent_id, label: ticket.boost_agent_name ?? ticket.boost_agent_id });
  }

  const set = <K extends keyof QuickActionValues>(key: K, value: QuickActionValues[K]) =>
    onDraftChange({ ...draft, [key]: value });

  return (
    <Card as="section" title="Quick Actions" headingLevel={headingLevel} padding="sm" className={className}>
      <Form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (changes.length > 0 && !isSaving) onSave?.(changes, draft);
        }}
      >
        <Select
          label="Status"
          value={draft.status}
          onChange={(key) => key !== null && set('status', key as QuickActionValues['status'])}
          items={ticketStatusOptions.map((o) => ({ id: o.value, label: o.label }))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <Select
          label="Priority"
          value={draft.priority}
          onChange={(key) => key !== null && set('priority', key as QuickActionValues['priority'])}
          items={ticketPriorityOptions.map((o) => ({ id: o.value, label: o.label }))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <Select
          label="Tier"
          value={draft.tier}
          onChange={(key) => key !== null && set('tier', Number(key) as QuickActionValues['tier'])}
          items={ticketTierOptions.map((o) => ({ id: o.value, label: `${o.value} - ${o.label}` }))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <Select
          label="Assignee"
          value={draft.owner_id ?? UNASSIGNED_KEY}
          onChange={(key) => key !== null && set('owner_id', key === UNASSIGNED_KEY ? null : String(key))}
          items={ownerItems}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <Select
          label="Boost agent"
          value={draft.boost_agent_id ?? UNASSIGNED_KEY}
          onChange={(key) =>
            key !== null && set('boost_agent_id', key === UNASSIGNED_KEY ? null : String(key))
          }
          items={agentItems}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        {changes.length > 0 ? (
          <ul id={changesId} className={styles.changes} aria-label="Unsaved changes">
            {changes.map((change) => (
              <li key={change.field}>{change.text}</li>
            ))}
          </ul>
        ) : (
          <VisuallyHidden id={changesId}>No unsaved changes</VisuallyHidden>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            isDisabled={changes.length === 0}
            isPending={isSaving}
            aria-describedby={changesId}
            {...trackFocus}
          >
            <Save aria-hidden="true" className={styles.icon} />
            {labels.saveChanges}
          </Button>
          <Button
            variant="ghost"
            isDisabled={changes.length === 0 || isSaving}
            onPress={() => onDraftChange(current)}
            {...trackFocus}
          >
            <Undo2 aria-hidden="true" className={styles.icon} />
            Reset
          </Button>
        </div>
      </Form>
    </Card>
  );
}
