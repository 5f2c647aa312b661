import { messages } from '@portal/contract';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Text } from '../../components/Text/Text.tsx';
import * as styles from './ErrorFallback.css.ts';

export interface ErrorFallbackProps {
  /** Called by 'Refresh Page' (the app reloads the window). */
  onRefresh: () => void;
  /** A line under the title. @default 'Please refresh the page. If it keeps happening, contact support.' */
  description?: ReactNode;
  /** Technical detail (e.g. the error message) shown in small print; omit it in production. */
  details?: string;
}

/** The top-level fallback screen: 'Something went wrong' with a 'Refresh Page' button. */
export function ErrorFallback({
  onRefresh,
  description = 'Please refresh the page. If it keeps happening, contact support.',
  details,
}: ErrorFallbackProps) {
  return (
    <div role="alert" className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <TriangleAlert size={40} />
      </span>
      <Heading level={1} size="xl">
        {messages.somethingWentWrong}
      </Heading>
      <Text elementType="p" tone="secondary">
        {description}
      </Text>
      {details ? <pre className={styles.details}>{details}</pre> : null}
      <Button variant="primary" onPress={onRefresh}>
        {messages.refreshPage}
      </Button>
    </div>
  );
}
