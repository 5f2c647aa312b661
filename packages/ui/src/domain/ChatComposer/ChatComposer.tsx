import { ASSISTANT_NAME, messages } from '@portal/contract';
import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../components/Button/Button.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { cx } from '../../utils.ts';
import * as styles from './ChatComposer.css.ts';

/** The longest question the API accepts (`chatSendRequestSchema.message`). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export interface ChatComposerProps {
  /** Called with the trimmed question when Enter or Send is pressed; never with blank text. */
  onSend: (text: string) => void;
  /**
   * A reply is in progress: Send is disabled and reads 'AI Thinking...', Enter does not send, and the
   * box takes no typing (read-only) but keeps focus.
   * @default false
   */
  isBusy?: boolean;
  /** Disable sending for another reason (e.g. no conversation yet). @default false */
  isDisabled?: boolean;
  /** Controlled text. Leave out to let the composer keep (and clear) its own text. */
  value?: string;
  /** Text at first render when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called on every change of the text. */
  onChange?: (value: string) => void;
  /** Accessible name of the question box. @default 'Ask James a question' */
  label?: string;
  /** @default 'Ask James about company policies and procedures...' */
  placeholder?: string;
  /** Focus the question box on mount. @default false */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The question box of the chat. Enter sends, Shift+Enter starts a new line; blank text is never sent.
 * While busy nothing can be typed or sent (the button reads 'AI Thinking...'). The box is made
 * read-only rather than `disabled`: disabling the focused box would throw focus to the page body, and
 * the browser recomputes the page's styles on the spot to do so (20-40 ms of the Enter with the CPU
 * slowed 4x in the portal's chat); read-only keeps the focus where the person is.
 */
export function ChatComposer({
  onSend,
  isBusy = false,
  isDisabled = false,
  value,
  defaultValue = '',
  onChange,
  label = `Ask ${ASSISTANT_NAME} a question`,
  placeholder = `Ask ${ASSISTANT_NAME} about company policies and procedures...`,
  autoFocus = false,
  className,
}: ChatComposerProps) {
  const [text, setText] = useControlledState(value, defaultValue, onChange);
  const canSend = !isBusy && !isDisabled && text.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  return (
    <form
      className={cx(styles.root, className)}
      aria-busy={isBusy || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
    >
      <TextArea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        isDisabled={isDisabled}
        isReadOnly={isBusy}
        rows={2}
        resize="none"
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        autoFocus={autoFocus}
        className={styles.field}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          } else {
            event.continuePropagation();
          }
        }}
      />
      <Button type="submit" variant="primary" isDisabled={!canSend} className={styles.send}>
        {isBusy ? (
          <>
            <Spinner size="sm" decorative />
            {messages.aiThinking}
          </>
        ) : (
          <>
            <Send aria-hidden="true" className={styles.icon} />
            Send
          </>
        )}
      </Button>
      <p className={styles.hint}>Enter to send, Shift+Enter for a new line</p>
    </form>
  );
}
