import { openFileInNewTab, saveFile, toApiError } from '@portal/api-client';
import { type Department, kbDepartmentLabels, type TicketSuggestion } from '@portal/contract';
import { Badge, Button, Heading, Text } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { api } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';
import * as styles from './TicketSuggestions.css.ts';
import { useDebounced } from './useDebounced.ts';

/** Shorter subjects say too little to search on. */
const MIN_SUBJECT_LENGTH = 5;
/** Wait for a pause in typing before asking the server. */
const DEBOUNCE_MS = 500;

export interface TicketSuggestionsProps {
  subject: string;
  description: string;
  department: string;
  /** The set shown now (null when none): it goes with the ticket, so the server knows it was filed anyway. */
  onSetChange: (suggestionSetId: string | null) => void;
}

interface Shown {
  setId: string;
  suggestions: TicketSuggestion[];
}

/**
 * Approved documents that may already answer the draft, asked from the server while the person
 * types (POST /boost/ticket-suggestions). Opening one is recorded, which is how the KPIs count
 * tickets that did not need filing. A failed lookup shows nothing: the suggestions are an aid, and
 * the ticket can be filed without them.
 */
export function TicketSuggestions({ subject, description, department, onSetChange }: TicketSuggestionsProps) {
  const headingId = useId();
  const draft = useDebounced(
    JSON.stringify({ subject: subject.trim(), description: description.trim(), department }),
    DEBOUNCE_MS,
  );
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const { subject: s, description: d, department: dept } = JSON.parse(draft) as Record<string, string>;
    if ((s ?? '').length < MIN_SUBJECT_LENGTH) {
      setShown(null);
      onSetChange(null);
      return;
    }
    let current = true;
    api.tickets
      .suggestions({
        subject: s ?? '',
        ...(d ? { description: d } : {}),
        ...(dept ? { support_department: dept as Department } : {}),
      })
      .then(
        (answer) => {
          if (!current) return;
          setShown({ setId: answer.suggestion_set_id, suggestions: answer.suggestions });
          onSetChange(answer.suggestion_set_id);
        },
        () => {
          if (current) setShown(null);
        },
      );
    return () => {
      current = false;
    };
  }, [draft, onSetChange]);

  const open = async (setId: string, suggestion: TicketSuggestion) => {
    api.tickets.suggestionOpened(setId, { document_id: suggestion.document_id }).catch(() => {
      // Only a statistic: the person still gets the document.
    });
    try {
      const file = await api.documents.download(suggestion.document_id);
      if (!openFileInNewTab(file)) saveFile(file, suggestion.source);
    } catch (error) {
      toast.error('Could not open document', toApiError(error).userMessage);
    }
  };

  // The live region is always in the page, so screen readers hear suggestions arrive.
  return (
    <div aria-live="polite" className={styles.suggestionsRegion}>
      {shown && shown.suggestions.length > 0 ? (
        <section aria-labelledby={headingId} className={styles.suggestions}>
          <Heading id={headingId} level={3} size="sm">
            Suggested documents
          </Heading>
          <Text size="sm" tone="secondary" elementType="p">
            These approved documents may already answer your question.
          </Text>
          <ul className={styles.suggestionList}>
            {shown.suggestions.map((suggestion) => (
              <li key={suggestion.document_id} className={styles.suggestion}>
                <div className={styles.suggestionText}>
                  <Text weight="semibold" size="sm" elementType="p">
                    {suggestion.source}
                    {suggestion.section ? ` - ${suggestion.section}` : ''}
                  </Text>
                  <Text size="sm" tone="secondary" elementType="p">
                    {suggestion.excerpt}
                  </Text>
                  <Badge size="sm" tone="neutral">
                    {kbDepartmentLabels[suggestion.department]}
                  </Badge>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Open ${suggestion.source}`}
                  onPress={() => void open(shown.setId, suggestion)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
