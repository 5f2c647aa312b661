/**
 * Prefill of the ticket dialog opened from a chat answer ('Create Ticket' / 'Not helpful enough?').
 *
 * - Subject: the question, whitespace collapsed, at most 50 characters (47 plus '...'). The dialog later
 *   prefixes it with department and category (`prefixSubject`).
 * - Issue summary: the question, at most 100 characters; assistant guidance: the answer, at most 200.
 * - Department, priority and classification are guessed from keywords of the question (the department
 *   from the answer when the question names none); the spec does not give the lists, ours are below.
 *   Defaults: IT, medium, ServiceRequest. A `suggested_ticket` from the server wins over the guesses.
 * - Priority is never guessed 'urgent': that needs a justification the chat dialog does not ask for.
 */
import {
  CHAT_TICKET_GUIDANCE_MAX,
  CHAT_TICKET_SUBJECT_MAX,
  CHAT_TICKET_SUMMARY_MAX,
  ELLIPSIS,
  TICKET_CHANNEL_HUB,
} from '../constants.ts';
import type { ChatTicketClassification, Department, TicketPriority } from '../enums.ts';
import { chatTicketClassificationValues, departmentValues, ticketPriorityValues } from '../enums.ts';
import type { StructuredAnswer, SuggestedTicket } from '../schemas/chat.ts';

/** Collapse whitespace and trim. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `text` (whitespace collapsed) if it has at most `max` characters, else its first `max - 3` characters
 * plus '...'. `truncateText(q, 50)` gives at most 50 characters.
 */
export function truncateText(text: string | null | undefined, max: number): string {
  const value = squash(text ?? '');
  if (value.length <= max) return value;
  return `${value.slice(0, Math.max(0, max - ELLIPSIS.length))}${ELLIPSIS}`;
}

/** Keyword patterns per department, in tie-break order. */
const departmentKeywords: ReadonlyArray<readonly [Department, readonly RegExp[]]> = [
  [
    'Finance',
    [
      /\bfinanc(e|ial)\b/i,
      /\bexpenses?\b/i,
      /\binvoices?\b/i,
      /\bpayroll\b/i,
      /\bpayments?\b/i,
      /\bbudgets?\b/i,
      /\breimburse(ment)?s?\b/i,
      /\bsalar(y|ies)\b/i,
      /\bpurchase orders?\b/i,
      /\bprocurement\b/i,
      /\bper diems?\b/i,
      /\bpayslips?\b/i,
    ],
  ],
  [
    'HR/P&T',
    [
      /\bHR\b/,
      /\bhuman resources\b/i,
      /\bpeople (and|&) talent\b/i,
      /\bleave\b/i,
      /\bholidays?\b/i,
      /\bsick(ness)?\b/i,
      /\bmaternity\b/i,
      /\bpaternity\b/i,
      /\bpensions?\b/i,
      /\bbenefits?\b/i,
      /\brecruit(ment|ing)?\b/i,
      /\bonboarding\b/i,
      /\bappraisals?\b/i,
      /\bperformance review\b/i,
    ],
  ],
  [
    'LEC',
    [
      /\blegal\b/i,
      /\bcompliance\b/i,
      /\bcontracts?\b/i,
      /\bGDPR\b/i,
      /\bdata protection\b/i,
      /\bethics?\b/i,
      /\bsafeguarding\b/i,
      /\bwhistle-?blow(ing|er)?\b/i,
      /\bfraud\b/i,
      /\bbribery\b/i,
      /\bconflicts? of interest\b/i,
      /\bLEC\b/,
    ],
  ],
  [
    'OS Support',
    [
      /\bsupport\b/i,
      /\btravel(ling)?\b/i,
      // Bookings for business trips are arranged by Office Services (the demo's 'Travel' tickets).
      /\bhotels?\b/i,
      /\bflights?\b/i,
      /\baccommodation\b/i,
      /\bvisas?\b/i,
      /\bdeploy(ing|ment)?\b/i,
      /\bnew country\b/i,
      /\boffice\b/i,
      /\bfacilities\b/i,
      /\blogistics\b/i,
      /\boperations\b/i,
      /\bsecurity briefing\b/i,
    ],
  ],
  [
    'IT',
    [
      // 'IT' only in capitals: 'it' is a pronoun.
      /\bIT\b/,
      /\bpasswords?\b/i,
      /\blaptops?\b/i,
      /\bcomputers?\b/i,
      /\blog ?in\b/i,
      /\be-?mail\b/i,
      /\boutlook\b/i,
      /\bVPN\b/i,
      /\bwi-?fi\b/i,
      /\bsoftware\b/i,
      /\bprinters?\b/i,
      /\bteams\b/i,
      /\bsharepoint\b/i,
      /\bMFA\b/i,
      /\bnetwork\b/i,
    ],
  ],
];

const highPriorityKeywords: readonly RegExp[] = [
  /\burgent(ly)?\b/i,
  /\bemergency\b/i,
  /\basap\b/i,
  /\bimmediately\b/i,
  /\bcritical\b/i,
  /\boutage\b/i,
  /\bis down\b/i,
  /\bcan(no|')t work\b/i,
  /\bblocked\b/i,
  /\bsecurity (incident|breach)\b/i,
  /\bdata (loss|breach)\b/i,
];

const lowPriorityKeywords: readonly RegExp[] = [
  /\bhow (do|can|should) i\b/i,
  /\bhow to\b/i,
  /\bwhat is\b/i,
  /\bwhen (you('re| are) )?convenient\b/i,
  /\bno rush\b/i,
  /\bminor\b/i,
  /\bwondering\b/i,
  /\bjust curious\b/i,
];

const incidentKeywords: readonly RegExp[] = [
  /\berrors?\b/i,
  /\bbroken\b/i,
  /\bnot working\b/i,
  /\b(doesn't|does not|won't|will not) work\b/i,
  /\bfail(ed|ing|s|ure)?\b/i,
  /\bcrash(ed|es|ing)?\b/i,
  /\boutage\b/i,
  /\bis down\b/i,
  /\bcan(no|')t\b/i,
  /\bunable\b/i,
  /\bbugs?\b/i,
  /\blocked out\b/i,
];

const changeKeywords: readonly RegExp[] = [
  /\bchange\b/i,
  /\bmodify\b/i,
  /\bamend\b/i,
  /\bupgrade\b/i,
  /\bnew feature\b/i,
  /\bupdate (my|the|our)\b/i,
  /\breplace\b/i,
];

function hits(text: string, patterns: readonly RegExp[]): number {
  return patterns.reduce((n, pattern) => n + (pattern.test(text) ? 1 : 0), 0);
}

/** Department with the most keyword hits (ties: list order), or null when nothing matches. */
function bestDepartment(text: string): Department | null {
  let best: Department | null = null;
  let bestHits = 0;
  for (const [department, patterns] of departmentKeywords) {
    const n = hits(text, patterns);
    if (n > bestHits) {
      best = department;
      bestHits = n;
    }
  }
  return best;
}

/** Department with the most keyword hits (ties: Finance, HR/P&T, LEC, OS Support, IT); none -> IT. */
export function guessDepartment(text: string): Department {
  return bestDepartment(text) ?? 'IT';
}

/** 'high' on urgency words, 'low' on how-to / no-rush words, else 'medium'. Never 'urgent'. */
export function guessPriority(text: string): Exclude<TicketPriority, 'urgent'> {
  if (hits(text, highPriorityKeywords) > 0) return 'high';
  if (hits(text, lowPriorityKeywords) > 0) return 'low';
  return 'medium';
}

/** 'Incident' on failure words, 'Change' on change words, else 'ServiceRequest'. */
export function guessClassification(text: string): ChatTicketClassification {
  if (hits(text, incidentKeywords) > 0) return 'Incident';
  if (hits(text, changeKeywords) > 0) return 'Change';
  return 'ServiceRequest';
}

/** Plain text of an answer: a structured answer's summary (else action required, else requirements). */
export function answerText(answer: string | StructuredAnswer | null | undefined): string {
  if (answer == null) return '';
  let value: unknown = answer;
  if (typeof answer === 'string') {
    // A streamed structured answer arrives as its JSON text.
    const trimmed = answer.trim();
    if (!trimmed.startsWith('{')) return squash(answer);
    try {
      value = JSON.parse(trimmed);
    } catch {
      return squash(answer);
    }
  }
  // A shape check rather than the zod schema: this runs in the browser's chat and ticket chunks,
  // and only the text is wanted; a malformed answer just gives less text, never an error.
  if (typeof value !== 'object' || value === null) return typeof answer === 'string' ? squash(answer) : '';
  const a = value as { summary?: unknown; action_required?: unknown; details?: { requirements?: unknown } };
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const requirements = Array.isArray(a.details?.requirements)
    ? a.details.requirements.filter((r): r is string => typeof r === 'string')
    : [];
  const found = text(a.summary) || text(a.action_required) || requirements.join(' ');
  // JSON that is not an answer is shown as the text it was.
  return squash(found || (typeof answer === 'string' ? answer : ''));
}

export interface ChatTicketPrefillInput {
  /** The user's question. */
  question: string;
  /** The assistant's answer (text, JSON text or structured). */
  answer?: string | StructuredAnswer | null;
  /** The conversation ('View Conversation'); carried as conversation_session_id. */
  sessionId?: string | null;
  /** The server's suggestion, if any: its department/priority/classification win over the guesses. */
  suggestedTicket?: SuggestedTicket | null;
}

export interface ChatTicketPrefill {
  /** Before the department/category prefix. */
  subject: string;
  description: string;
  issue_summary: string;
  assistant_guidance: string;
  support_department: Department;
  priority: TicketPriority;
  classification: ChatTicketClassification;
  channel: string;
  conversation_session_id: string | null;
}

/** The chat-created ticket dialog's initial values. */
export function prefillTicketFromChat(input: ChatTicketPrefillInput): ChatTicketPrefill {
  const question = squash(input.question ?? '');
  const guidance = truncateText(answerText(input.answer), CHAT_TICKET_GUIDANCE_MAX);
  const summary = truncateText(question, CHAT_TICKET_SUMMARY_MAX);
  const suggested = input.suggestedTicket ?? null;

  const department =
    suggested?.support_department &&
    (departmentValues as readonly string[]).includes(suggested.support_department)
      ? suggested.support_department
      : (bestDepartment(question) ?? guessDepartment(answerText(input.answer)));
  const priority: TicketPriority =
    suggested?.priority &&
    suggested.priority !== 'urgent' &&
    (ticketPriorityValues as readonly string[]).includes(suggested.priority)
      ? suggested.priority
      : guessPriority(question);
  const classification =
    suggested?.classification &&
    (chatTicketClassificationValues as readonly string[]).includes(suggested.classification)
      ? (suggested.classification as ChatTicketClassification)
      : guessClassification(question);

  const description = [
    `Issue summary: ${summary}`,
    guidance ? `Assistant guidance: ${guidance}` : '',
    suggested?.reason ? `Reason: ${squash(suggested.reason)}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');

  return {
    subject: truncateText(question, CHAT_TICKET_SUBJECT_MAX),
    description,
    issue_summary: summary,
    assistant_guidance: guidance,
    support_department: department,
    priority,
    classification,
    channel: TICKET_CHANNEL_HUB,
    conversation_session_id: input.sessionId ?? null,
  };
}
