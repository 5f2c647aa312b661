import { toApiError } from '@portal/api-client';
import type { Assignee, BusinessUnit } from '@portal/contract';
import type { CategoryTree } from '@portal/state-machines';
import { Button, Spinner, Text } from '@portal/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '../../app/api.ts';
import * as styles from './TicketFormOptions.css.ts';

/** What both ticket dialogs (a new ticket, a ticket from a chat answer) offer in their lists. */
export interface TicketFormOptions {
  categories: CategoryTree;
  businessUnits: BusinessUnit[];
  /** Active assignees only. */
  assignees: Assignee[];
}

/** (ours) Shown when the category tree cannot be loaded. */
const OPTIONS_LOAD_FAILED = 'Failed to load the ticket form. Please try again.';

/**
 * The category tree is required (the form cannot work without it); business units and assignees
 * fail quietly to an empty list (the spec: list failures in the BOOST screens are logged only).
 */
export function loadTicketFormOptions(): Promise<TicketFormOptions> {
  const optional = <T,>(what: string, promise: Promise<T[]>) =>
    promise.catch((error: unknown) => {
      console.warn(`The ${what} list could not be loaded`, error);
      return [] as T[];
    });
  return Promise.all([
    api.boost.categories(),
    optional('business unit', api.boost.businessUnits()),
    optional('assignee', api.boost.assignees()),
  ]).then(([categories, businessUnits, assignees]) => ({
    categories,
    businessUnits,
    assignees: assignees.filter((a) => a.is_active),
  }));
}

/**
 * Loads the options (with `load`, default a fresh `loadTicketFormOptions()`), shows a spinner, or the
 * failure with 'Try again', then renders the form with them.
 */
export function TicketFormOptionsGate({
  load = loadTicketFormOptions,
  children,
}: {
  load?: () => Promise<TicketFormOptions>;
  children: (options: TicketFormOptions) => ReactNode;
}) {
  const [options, setOptions] = useState<TicketFormOptions | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // A new attempt is the retry.
    let current = true;
    setFailure(null);
    load().then(
      (loaded) => current && setOptions(loaded),
      (error: unknown) => current && setFailure(toApiError(error).userMessage),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  if (failure) {
    return (
      <div role="alert" className={styles.state}>
        <Text tone="danger">{OPTIONS_LOAD_FAILED}</Text>
        <Text size="sm" tone="secondary">
          {failure}
        </Text>
        <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  if (!options) {
    return (
      <div className={styles.state}>
        <Spinner label="Loading the ticket form" />
      </div>
    );
  }
  return children(options);
}
