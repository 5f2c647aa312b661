import { formatDisplayDate, labels } from '@portal/contract';
import type { HTMLAttributes } from 'react';

export interface DateTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** An ISO string, epoch milliseconds or a Date. Missing shows 'No date'; unparseable 'Invalid date'. */
  value: string | number | Date | null | undefined;
  /** Add the time of day ('21 Nov 2025, 10:09'). @default false */
  withTime?: boolean;
  /** BCP 47 locale. @default 'en-GB' */
  locale?: string;
  /** IANA time zone. @default the browser's */
  timeZone?: string;
}

/**
 * A date for display through the contract's `formatDisplayDate`: a `<time dateTime>` element when the
 * value parses, plain text 'Invalid date' / 'No date' otherwise.
 */
export function DateText({ value, withTime = false, locale, timeZone, ...props }: DateTextProps) {
  const text = formatDisplayDate(value, { withTime, locale, timeZone });
  if (text === labels.noDate || text === labels.invalidDate) {
    return (
      <span {...props} data-date-state={text === labels.noDate ? 'missing' : 'invalid'}>
        {text}
      </span>
    );
  }
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' ? value.trim() : (value as number));
  return (
    <time {...props} dateTime={date.toISOString()}>
      {text}
    </time>
  );
}
