/**
 * react-aria's Button announces its pending state (start and end, while focused) through the live
 * announcer with a note `<div role="img" aria-labelledby="{button id}">` that stays for 7 s. A button
 * that goes away meanwhile (a sign-in form replaced by the dashboard, a dialog's Save) leaves a note
 * labelled by nothing: an image without a name (axe `role-img-alt`), and nothing to read.
 * Upstream: https://github.com/adobe/react-spectrum/issues/10579 (closed without a fix).
 *
 * `keepAnnouncementsNamed` gives each such note its name as text when it is written, while the
 * labelling element is still there (as the upstream issue proposes), and removes a note whose
 * label is already gone. Attributes change, not content, so nothing is read twice.
 */

import { useEffect, useRef } from 'react';

const NOTE = '[role="img"][aria-labelledby]';
let watched: Element | null = null;
let observer: MutationObserver | null = null;

function labelText(id: string): string {
  const element = document.getElementById(id);
  return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
}

function nameNotes(region: Element): void {
  for (const note of region.querySelectorAll(NOTE)) {
    const ids = (note.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    const name = ids.map(labelText).filter(Boolean).join(' ');
    if (name) {
      note.setAttribute('aria-label', name);
      note.removeAttribute('aria-labelledby');
    } else note.remove();
  }
}

/** Names the announcer's pending notes now and whenever one is added. */
export function keepAnnouncementsNamed(): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return;
  const region = document.querySelector('[data-live-announcer]');
  if (!region) return;
  nameNotes(region);
  if (region === watched) return;
  observer?.disconnect();
  observer = new MutationObserver(() => nameNotes(region));
  observer.observe(region, { childList: true, subtree: true });
  watched = region;
}

/**
 * For a react-aria Button's wrapper: once its pending state has changed (react-aria's effect, which
 * runs first, has written its note and created the announcer by then), keeps the notes named.
 */
export function usePendingAnnouncementNames(isPending: boolean | undefined): void {
  const pending = !!isPending;
  const changed = useRef(false);
  useEffect(() => {
    // Not on mount unless pending already: a button that never waits costs nothing.
    if (changed.current || pending) keepAnnouncementsNamed();
    changed.current = true;
  }, [pending]);
}
