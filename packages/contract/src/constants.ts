/**
 * Business constants of both specs and the catalogue of user-facing messages.
 *
 * Strings quoted by the specs are copied word for word. Where a spec only describes a message
 * ("a 'not configured' message"), the wording is ours and marked `(ours)`.
 */
import type { AiModel, BusinessUnitType, CacheHours, TicketPriority, TicketStatusFilter } from './enums.ts';
import { HUB_CHANNEL } from './enums.ts';

// ---------------------------------------------------------------------------------------------------------
// API and shared call behaviour

/** Every call is under this path on the product backend. */
export const API_BASE_PATH = '/api';
/** A failed call is tried at most this many times in all (on 503 or a network error). */
export const API_MAX_ATTEMPTS = 3;
/** Back-off: this times the attempt number (1 s, then 2 s). */
export const API_RETRY_BASE_DELAY_MS = 1000;
export const API_RETRY_DELAYS_MS = [1000, 2000] as const;
/** HTTP statuses that are retried (network errors are retried too). */
export const API_RETRY_STATUSES = [503] as const;

// ---------------------------------------------------------------------------------------------------------
// Toasts and timing

/** The toast tones the design system draws; machines and screens speak only these. */
export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export const TOAST_DURATION_SUCCESS_MS = 3000;
export const TOAST_DURATION_ERROR_MS = 5000;
/** A freshly issued personal code stays on screen longer. */
export const TOAST_DURATION_PERSONAL_CODE_MS = 10000;
/** Default toast duration of the first spec (5 seconds). */
export const TOAST_DURATION_DEFAULT_MS = 5000;
/** After a failed corporate sign-in the callback screen returns to / after this delay. */
export const AUTH_CALLBACK_FAILURE_REDIRECT_MS = 10000;
/** The dashboard news carousel advances every 6 seconds (paused while hovered). */
export const CAROUSEL_INTERVAL_MS = 6000;

// ---------------------------------------------------------------------------------------------------------
// Notifications

export const NOTIFICATION_POLL_INTERVAL_MS = 15000;
/** Delay before the stream retries on its second address. */
export const NOTIFICATION_STREAM_RETRY_DELAY_MS = 1000;
/** At most this many notifications are kept locally. */
export const NOTIFICATION_MAX_ITEMS = 50;
export const NOTIFICATION_SOUND_VOLUME = 0.5;
/** Above this the unread badge shows '99+'. */
export const UNREAD_BADGE_MAX = 99;
export const UNREAD_BADGE_OVERFLOW_TEXT = '99+';
/** Interval of the stream's `heartbeat` messages (ours). */
export const NOTIFICATION_HEARTBEAT_INTERVAL_MS = 25000;
/** The polling fallback's ticket call asks for this many recently updated tickets. */
export const NOTIFICATION_FALLBACK_TICKET_LIMIT = 10;

// ---------------------------------------------------------------------------------------------------------
// Tickets

export const TICKET_TIER_MIN = 1;
export const TICKET_TIER_MAX = 4;
/** Ticket columns show this many before 'View all N tickets'. */
export const TICKET_COLUMN_PAGE_SIZE = 10;
/**
 * `GET /boost/tickets` counts its matches exactly up to this many; above it `total` is an estimate
 * (`total_is_estimate`), so a list over a million tickets never counts them all on each request.
 */
export const TICKET_COUNT_EXACT_LIMIT = 1000;
export const DEFAULT_TICKET_STATUS_FILTER: TicketStatusFilter = 'all_open';
/** Maximum width of the ticket detail dialog. */
export const TICKET_DETAIL_MAX_WIDTH_PX = 1200;
/** A ticket id longer than this counts as valid for the signed-out redirect to /?ticketId={id}. */
export const TICKET_REDIRECT_ID_MIN_EXCLUSIVE_LENGTH = 10;
/** Channel value of portal-raised tickets. */
export const TICKET_CHANNEL_HUB = HUB_CHANNEL;

/** Resolution targets in business hours, by priority. */
export const SLA_RESOLUTION_TARGET_HOURS: Record<TicketPriority, number> = {
  low: 240,
  medium: 120,
  high: 48,
  urgent: 24,
};

/**
 * Default working hours for SLA arithmetic (the spec does not say; our decision, configurable on the
 * server): Monday to Friday, 09:00 to 17:00, Europe/London, no public holidays.
 * Weekdays are ISO numbers: 1 = Monday ... 7 = Sunday.
 */
export const DEFAULT_BUSINESS_HOURS = {
  timeZone: 'Europe/London',
  start: '09:00',
  end: '17:00',
  workingDays: [1, 2, 3, 4, 5] as readonly number[],
  /** Local dates ('YYYY-MM-DD') that are not worked. */
  holidays: [] as readonly string[],
} as const;

/** Attachments: 10 MB per file. */
export const ATTACHMENT_MAX_BYTES = 10485760;
export const ATTACHMENT_ACCEPTED_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
  '.jpg',
  '.jpeg',
  '.png',
] as const;
/** For `<input type="file" accept>`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_ACCEPTED_EXTENSIONS.join(',');
/** Content type served for each accepted extension. */
export const ATTACHMENT_CONTENT_TYPES: Record<(typeof ATTACHMENT_ACCEPTED_EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * The five preset units of 'Create Test Units' (names from the spec; codes, types and descriptions are
 * ours). The demo data seeds the same five.
 */
export const TEST_BUSINESS_UNITS: readonly {
  name: string;
  code: string;
  type: BusinessUnitType;
  description: string;
}[] = [
  {
    name: 'Africa Division',
    code: 'AFR',
    type: 'Geography',
    description: 'Programmes and offices across Africa',
  },
  {
    name: 'Asia Pacific',
    code: 'APAC',
    type: 'Geography',
    description: 'Programmes and offices in Asia Pacific',
  },
  { name: 'IT Department', code: 'IT', type: 'Technical', description: 'Internal IT services and support' },
  {
    name: 'Finance Team',
    code: 'FIN',
    type: 'Business Support',
    description: 'Finance, payroll and expenses',
  },
  { name: 'London Office', code: 'LON', type: 'Geography', description: 'Head office in London' },
];

// ---------------------------------------------------------------------------------------------------------
// Knowledge base

/** Document upload accepts these. */
export const DOCUMENT_ACCEPTED_EXTENSIONS = ['.pdf', '.docx', '.txt'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_ACCEPTED_EXTENSIONS.join(',');
/** Content type served for each accepted document (downloads). */
export const DOCUMENT_CONTENT_TYPES: Record<(typeof DOCUMENT_ACCEPTED_EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
};
/** Document upload size limit (ours; the spec states none): 20 MB. */
export const DOCUMENT_MAX_BYTES = 20971520;

// ---------------------------------------------------------------------------------------------------------
// Chat

/** The assistant's first name, shown as {name} ('Ask James'). */
export const ASSISTANT_NAME = 'James';
/** The six popular-question cards on an empty conversation. */
export const POPULAR_QUESTIONS = [
  'How much annual leave am I entitled to and how do I request it?',
  'How do I reset my password?',
  'How do I submit an expense report?',
  'What is our safeguarding policy and how do I report a concern?',
  'What is our monitoring and evaluation framework?',
  'What do I need to do before deploying to a new country?',
] as const;
export const POPULAR_QUESTION_COUNT = 6;
/** Chat-created ticket prefill: subject up to 50 characters (47 plus '...'). */
export const CHAT_TICKET_SUBJECT_MAX = 50;
export const ELLIPSIS = '...';
export const CHAT_TICKET_SUMMARY_MAX = 100;
export const CHAT_TICKET_GUIDANCE_MAX = 200;

// ---------------------------------------------------------------------------------------------------------
// Administration, analytics

export const DEFAULT_SYSTEM_SETTINGS: {
  ai_model: AiModel;
  allow_user_registration: boolean;
  require_document_approval: boolean;
  enable_audit_logging: boolean;
  response_cache_hours: CacheHours;
} = {
  ai_model: 'gpt-5',
  allow_user_registration: false,
  require_document_approval: true,
  enable_audit_logging: true,
  response_cache_hours: 24,
};
/** KPI and usage figures cover this many days. */
export const ANALYTICS_WINDOW_DAYS = 30;
export const MOST_ASKED_QUESTIONS_LIMIT = 10;
export const TICKET_CONVERSATIONS_LIMIT = 8;
export const KNOWLEDGE_GAPS_LIMIT = 10;
export const USER_ACTIVITY_LEAGUE_LIMIT = 10;
/** The league's top 3 get medals. */
export const USER_ACTIVITY_LEAGUE_MEDALS = 3;
/** Cost is shown to 4 decimals per model. */
export const COST_DECIMALS = 4;
/** Response-time rating: under 15 s Excellent, under 30 s Good, otherwise Needs Improvement. */
export const RESPONSE_TIME_EXCELLENT_BELOW_SECONDS = 15;
export const RESPONSE_TIME_GOOD_BELOW_SECONDS = 30;
/** Processing success rate: >= 95 % default style, >= 80 % secondary, below warning. */
export const PROCESSING_HEALTH_DEFAULT_MIN_PERCENT = 95;
export const PROCESSING_HEALTH_SECONDARY_MIN_PERCENT = 80;
/** The admin users table shows this when no personal code is returned. */
export const PERSONAL_CODE_PLACEHOLDER = '------';
/**
 * The browser session's cookie (HttpOnly, SameSite=Lax, Path=/; over HTTPS `__Host-` prefixed and
 * Secure): set by sign-in and the corporate callback, cleared by logout.
 */
export const SESSION_COOKIE = 'portal_session';
/** Window event fired when the signed-in user's role changed. */
export const USER_ROLE_UPDATED_EVENT = 'userRoleUpdated';
/** Test data tab: numbers it describes. */
export const TEST_ACCOUNT_COUNT = 8;
export const TEST_BUSINESS_UNIT_COUNT = 5;

/**
 * Keys of what the browser keeps locally (current user, ticket filters). The access token is not
 * among them: the browser's session is the HttpOnly cookie {@link SESSION_COOKIE}.
 */
export const STORAGE_KEYS = {
  user: 'portal.user',
  ticketFilters: 'portal.ticket_filters',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Messages

/** A toast's title and text. */
export interface ToastMessage {
  readonly title: string;
  readonly description: string;
}

/**
 * Every user-facing message of both specs' error catalogues, validation rules and confirmations.
 * Templates are functions of their placeholders. `(ours)` marks wording the spec only describes.
 */
export const messages = {
  // --- Shared call behaviour
  serviceUnavailableRetrying: 'Service temporarily unavailable - retrying...',
  authenticationFailed: 'Authentication failed',
  requestFailedWithStatus: (status: number) => `Request failed with status ${status}`,
  connectionIssueTitle: 'Connection Issue',
  serviceRestarting: 'Service is restarting, please try again in a moment',
  checkConnection: 'Please check your connection and try again',
  somethingWentWrong: 'Something went wrong',
  refreshPage: 'Refresh Page',

  // --- Sign-in
  loginFailed: 'Login failed',
  loginConnectionFailed: 'Connection failed. Please check your internet connection.',
  enterEmailFirst: 'Please enter your email address first',
  /** (ours) */
  azureInitiateFailed: 'Failed to initiate Microsoft directory login. Please try again.',
  /** (ours) */
  azureNotConfigured: 'Corporate sign-in is not configured.',
  callbackNoCode: 'no authorization code received',
  callbackFailed: (status: number, text: string) => `Callback failed (${status}): ${text}`,
  callbackInvalidResponse: 'authentication failed - invalid response format',
  /** (ours) Alert and toast after a failed callback. */
  callbackExpired: {
    title: 'Sign-in failed',
    description: 'The sign-in code may have expired. Please try a fresh corporate login.',
  } satisfies ToastMessage,
  /** (ours) */
  callbackWelcome: (name: string) => ({ title: `Welcome, ${name}!`, description: 'You are now signed in.' }),
  processing: 'Processing...',
  /** (ours) Server detail for a wrong e-mail or personal code. */
  invalidCredentials: 'Invalid email or personal code',
  /** (ours) Server detail when login is rate limited (HTTP 429 with Retry-After). */
  tooManyLoginAttempts: (retryAfterSeconds: number) =>
    `Too many sign-in attempts. Please try again in ${retryAfterSeconds} seconds.`,

  // --- Chat
  chatSendFailed: 'Failed to send message. Please try again.',
  conversationMessagesLoadFailed: 'Failed to load conversation messages.',
  noMessages: 'No Messages',
  aiThinking: 'AI Thinking...',
  notHelpfulEnough: 'Not helpful enough?',

  // --- Tickets (creation, validation)
  validationError: {
    title: 'Validation Error',
    description: 'Please fill in all required fields',
  } satisfies ToastMessage,
  justificationRequired: 'Critical priority requires justification',
  createTicketFailed: {
    title: 'Failed to Create Ticket',
    description: 'Please try again or contact support.',
  } satisfies ToastMessage,
  ticketNotFound: (id: string): ToastMessage => ({
    title: 'Ticket Not Found',
    description: `Unable to load ticket ${id}. It may not exist or you may not have access.`,
  }),
  loadTicketFailed: 'Failed to load ticket',
  navigationError: {
    title: 'Navigation Error',
    description: 'Could not open ticket. Please try again.',
  } satisfies ToastMessage,
  noChanges: { title: 'No Changes', description: 'No changes were made to save.' } satisfies ToastMessage,

  // --- Ticket update
  updateFailedTitle: '❌ Update Failed',
  updateFailed: 'Failed to update ticket. Please try again.',
  ticketUpdated: 'Ticket Updated Successfully',
  boostAgentUpdateFailedTitle: 'Boost Agent Update Failed',
  boostAgentUpdateFailed: 'Failed to update boost agent.',
  boostAgentUpdated: 'Boost Agent Updated',

  // --- Attachments
  fileTooLarge: (file: string): ToastMessage => ({
    title: 'File too large',
    description: `${file} exceeds 10MB limit`,
  }),
  /** (ours) For an extension outside the accepted list. */
  fileTypeNotAllowed: (file: string): ToastMessage => ({
    title: 'File type not allowed',
    description: `${file} is not an accepted file type`,
  }),
  uploadFailed: (file: string, message: string): ToastMessage => ({
    title: 'Upload failed',
    description: `Failed to upload ${file}: ${message}`,
  }),
  uploadError: {
    title: 'Upload error',
    description: 'Failed to process file uploads',
  } satisfies ToastMessage,
  uploadSuccessful: (count: number): ToastMessage => ({
    title: 'Upload successful',
    description: `${count} file(s) uploaded successfully`,
  }),

  // --- Users and business units
  nameAndEmailRequired: {
    title: 'Validation Error',
    description: 'Name and email are required',
  } satisfies ToastMessage,
  createUserFailed: (message: string) => `Failed to create user: ${message}`,
  updateUserFailedWithMessage: (message: string) => `Failed to update user: ${message}`,
  updateUserFailed: 'Failed to update user',
  userDeleted: 'User deleted successfully',
  deleteUserFailed: 'Failed to delete user',
  /** (ours) Nobody deletes the account they are using: the server's refusal (409) and the screens' note. */
  cannotDeleteOwnAccount: 'You cannot delete your own account',
  businessUnitNameRequired: 'Business unit name is required',
  saveBusinessUnitFailed: 'Failed to save business unit',
  deleteBusinessUnitFailed: 'Failed to delete business unit',
  businessUnitDeleted: 'Business unit deleted successfully',
  businessUnitCreated: 'Business unit created successfully',
  businessUnitUpdated: 'Business unit updated successfully',
  testUnitsCreated: (count: number) => `Created ${count} test business units`,
  testUnitsFailed: 'Failed to create test business units',

  // --- Administration
  loadAdminDataFailed: 'Failed to load admin data',
  fetchUsersFailed: 'Failed to fetch users. Admin access required.',
  savePermissionsFailed: (message: string): ToastMessage => ({
    title: 'Permission Update Failed',
    description: `Failed to save permissions: ${message}`,
  }),
  saveSettingsFailed: 'Failed to save system settings. Please try again.',
  regenerateCodeFailed: 'Failed to regenerate personal code',
  loadConversationFailed: 'Failed to load conversation',
  clearBackendCacheFailed: (message: string) => `Failed to clear backend cache: ${message}`,
  /** (ours) The Audit Logs tab placeholder. */
  auditLogsNotImplemented: 'Audit logs are not yet implemented.',

  // --- Knowledge base
  documentUploadFailed: (reason: string) => `Failed to upload document: ${reason}`,
  approvalFailed: 'Approval Failed',
  /** (ours) */
  rejectionFailed: 'Rejection Failed',
  /** (ours) Approval answered processing_status 'completed'. */
  documentApprovedAndProcessed: 'Document approved and processed successfully',
  /** (ours) Approval answered 'failed' or an error. */
  documentApprovedProcessingFailed: 'Document approved, but processing failed',
  /** (ours) The three delete failures. */
  deleteDocumentTimedOut: 'Delete timed out. Please try again.',
  deleteDocumentNotFound: 'Document not found - it may have already been deleted.',
  deleteDocumentFailed: 'Failed to delete document',
  adminAccess: 'Admin Access',
  viewOnlyAccess: 'View Only Access - Upload access restricted',

  // --- Confirmations
  confirmDeleteUser: 'Are you sure you want to delete this user? This action cannot be undone.',
  confirmDeleteBusinessUnit: 'Are you sure you want to delete this business unit?',
  confirmRegenerateCode: 'Generate a new personal code for this user? The old code will no longer work.',
  confirmClearBrowserCache: 'Clear all browser cache and reload? This will log you out.',
} as const;

/** Fixed screen texts the specs quote (labels, empty values, headers). */
export const labels = {
  askAssistant: `Ask ${ASSISTANT_NAME}`,
  myTickets: 'My Tickets',
  manageKnowledgeBase: 'Manage Knowledge Base',
  comingSoon: 'Coming Soon',
  newConversation: 'New Conversation',
  createTicket: 'Create Ticket',
  viewConversation: 'View Conversation',
  viewFullConversation: 'View Full Conversation',
  originalConversation: 'Original Conversation',
  newTicket: 'New Ticket',
  unassigned: 'Unassigned',
  none: 'None',
  notSet: 'Not set',
  internal: 'Internal',
  internalComment: 'Internal comment (staff only)',
  markResolved: 'Mark Resolved',
  /** `count` as the reader's locale writes it (a number is shown as given). */
  viewAllTickets: (count: number | string) => `View all ${count} tickets`,
  /** When the total is the server's estimate (a large list is not counted exactly): ours, the spec's words plus 'about'. */
  viewAllTicketsAbout: (count: number | string) => `View all about ${count} tickets`,
  showLess: 'Show less',
  createdBy: (date: string, requester: string) => `Created ${date} by ${requester}`,
  columnAssignedToMe: 'Your tickets - To do',
  columnCreatedByMe: 'Your tickets - Created by you',
  /** Third column, by role (titles ours; the spec gives their meaning). */
  columnAllTickets: 'All tickets',
  columnDepartmentTickets: 'Department tickets',
  columnYourTickets: 'Your tickets',
  boostAdminHeader: 'BOOST Admin - Manage users and business units',
  createTestUnits: 'Create Test Units',
  saveChanges: 'Save Changes',
  refreshStats: 'Refresh Stats',
  refreshKpis: 'Refresh KPIs',
  markAllRead: 'Mark all read',
  clearAllNotifications: 'Clear All Notifications',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  logout: 'Logout',
  invalidDate: 'Invalid date',
  noDate: 'No date',
} as const;

/** Navigation links (Admin only for admins). */
export const NAV_LINKS = [
  { label: 'Dashboard', path: '/' },
  { label: `Ask ${ASSISTANT_NAME}`, path: '/chat' },
  { label: 'BOOST Support', path: '/boost' },
  { label: 'Knowledge Base', path: '/documents' },
  { label: 'Admin', path: '/admin', adminOnly: true },
] as const;
