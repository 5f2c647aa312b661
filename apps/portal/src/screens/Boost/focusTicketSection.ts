/** The parts of the ticket dialog that a card's Comment and Attach buttons lead to. */
export type TicketSection = 'comments' | 'attachments';

const headings: Record<TicketSection, string> = { comments: 'Comments', attachments: 'Attachments' };
/** The control to land on: the comment box, or 'Choose Files' (else the section's first button). */
function controlIn(section: TicketSection, root: HTMLElement): HTMLElement | null {
  if (section === 'comments') return root.querySelector<HTMLElement>('textarea');
  const buttons = [...root.querySelectorAll<HTMLElement>('button:not([disabled])')];
  return buttons.find((b) => b.textContent?.trim() === 'Choose Files') ?? buttons[0] ?? null;
}
/** Past this the dialog is considered loaded without the section (e.g. it failed); stop watching. */
const GIVE_UP_MS = 10_000;

function findSection(section: TicketSection): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(
    '[role="dialog"] section[aria-labelledby]',
  )) {
    const headingId = candidate.getAttribute('aria-labelledby') ?? '';
    const heading = headingId ? document.getElementById(headingId) : null;
    if (heading?.textContent?.trim().startsWith(headings[section])) return candidate;
  }
  return null;
}

/**
 * Once the ticket dialog shows the section (its content loads after the dialog opens), scrolls it
 * into view and puts the keyboard on its first control, so 'Comment' lands in the comment box and
 * 'Attach' on 'Choose Files'. The dialog is found by its sections' headings (the library's
 * CommentList and AttachmentPanel), so it works whatever else the dialog renders.
 * Returns a function that stops watching.
 */
export function focusTicketSection(section: TicketSection): () => void {
  let done = false;
  const attempt = () => {
    if (done) return;
    const found = findSection(section);
    const control = found ? controlIn(section, found) : null;
    if (!found || !control) return;
    done = true;
    stop();
    found.scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(attempt);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  }
  attempt();
  return stop;
}
