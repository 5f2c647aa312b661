import DOMPurify, { type Config } from 'dompurify';
import { type HTMLAttributes, useContext, useMemo } from 'react';
import { cx } from '../../utils.ts';
import * as styles from './SafeHtml.css.ts';
import { ImageOriginsContext } from './SafeHtmlPolicy.tsx';

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

/** Origins other than the page's own whose images the HTML may load, during one `sanitize` call. */
let allowedImageOrigins: readonly string[] = [];

/** Attributes that make the browser fetch something as the page loads (links do not). */
const SOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'background'] as const;

/**
 * Whether a source may stay: the page's own origin, an allowed image origin, or (for images) data.
 * Anything else is what the portal's Content-Security-Policy blocks: a request to someone else's
 * server each time a person opens the ticket (a tracking pixel, or a probe of an internal host).
 */
function sourceAllowed(value: string, tag: string): boolean {
  let url: URL;
  try {
    url = new URL(value, window.location.href);
  } catch {
    return false;
  }
  if (url.protocol === 'data:') return tag === 'IMG';
  return url.origin === window.location.origin || allowedImageOrigins.includes(url.origin);
}

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
    for (const name of SOURCE_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const urls = name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [value];
      if (urls.every((u) => sourceAllowed(u, node.tagName))) continue;
      node.removeAttribute(name);
      // An image left without a source would show as broken: its description shows as text instead.
      const alt = node.getAttribute('alt');
      if (node.tagName === 'IMG' && name === 'src' && alt) {
        node.setAttribute('alt', '');
        node.after(node.ownerDocument.createTextNode(alt));
      }
    }
  });
  purifier = instance;
  return instance;
}

export interface SanitizeOptions {
  /** Origins besides the page's own whose images may load (`https://images.example.com`). */
  imageOrigins?: readonly string[];
}

/**
 * The sanitized markup of untrusted HTML (what SafeHtml renders). Sources loaded from other origins
 * (images, media) are dropped unless their origin is in `imageOrigins`: the portal's policy blocks
 * them, and a dropped source shows nothing rather than a broken image.
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  allowedImageOrigins = options.imageOrigins ?? [];
  try {
    return getPurifier().sanitize(html, config) as string;
  } finally {
    allowedImageOrigins = [];
  }
}

export interface SafeHtmlProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML written by people (ticket descriptions, comments). Sanitized before rendering. */
  html: string | null | undefined;
}

/**
 * Renders people's HTML (ticket descriptions, comments) through DOMPurify: no scripts, event handlers,
 * `javascript:` URLs, frames, SVG/MathML or styles survive, no image or media loads from another
 * origin (unless `SafeHtmlPolicy` allows it), and every link gets `rel="noopener noreferrer"` and
 * opens in a new tab.
 */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const imageOrigins = useContext(ImageOriginsContext);
  const clean = useMemo(() => sanitizeHtml(html, { imageOrigins }), [html, imageOrigins]);
  return (
    <div
      {...props}
      className={cx(styles.root, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitized by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
