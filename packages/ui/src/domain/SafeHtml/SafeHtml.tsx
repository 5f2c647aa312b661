import DOMPurify, { type Config } from 'dompurify';
import { type HTMLAttributes, useMemo } from 'react';
import * as styles from './SafeHtml.css.ts';

type Purifier = ReturnType<typeof DOMPurify>;

/**
 * What survives: DOMPurify's HTML profile (no SVG or MathML, whose parsing tricks enable mutation XSS),
 * minus styles (a `style` tag or attribute can hide, overlay or exfiltrate) and forms (phishing).
 */
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

let purifier: Purifier | null = null;

/**
 * One DOMPurify instance of our own, so that the link hook does not leak into other users of the
 * global instance. Created on first use: DOMPurify needs a `window`.
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Links leave the portal in a new tab, without a handle back to it (reverse tabnabbing).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // People rarely describe pasted images; an empty alt keeps screen readers from reading file names.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = instance;
  return instance;
}

/** The sanitized markup of untrusted HTML (what SafeHtml renders). */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, config) as string;
}

export interface SafeHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML written by people (ticket descriptions, comments). Sanitized before rendering. */
  html: string | null | undefined;
}

/**
 * Renders people's HTML (ticket descriptions, comments) through DOMPurify: no scripts, event handlers,
 * `javascript:` URLs, frames, SVG/MathML or styles survive, and every link gets
 * `rel="noopener noreferrer"` and opens in a new tab.
 */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      {...props}
      className={[styles.root, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitized by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
