/**
 * Story fixtures of the Assistant area: realistic data typed with contract types. Dates are fixed and
 * shown in a fixed time zone so that screenshots are stable.
 */
import type {
  ChatMessage,
  ChatSession,
  ReferencedDocument,
  StatementSource,
  StructuredAnswer,
} from '@portal/contract';
import { POPULAR_QUESTIONS } from '@portal/contract';
import type { PartialStructuredAnswer } from './StructuredAnswer/StructuredAnswer.tsx';

/** Locale and time zone every story renders dates in. */
export const fixtureDateOptions = { locale: 'en-GB', timeZone: 'Europe/London' } as const;

export const annualLeaveAnswer: StructuredAnswer = {
  summary:
    'Full-time employees are entitled to 25 days of annual leave per year plus UK bank holidays. Leave is requested in the HR system and approved by your line manager.',
  details: {
    requirements: [
      'You must have passed your first month of employment.',
      'Requests of more than 5 consecutive days need 4 weeks of notice.',
      'Part-time staff receive leave pro rata to their contracted hours.',
    ],
    procedures: [
      'Sign in to the HR system and open "My Leave".',
      'Choose "Request leave", pick the dates and add a short note for your manager.',
      'Submit the request; your line manager is notified by e-mail.',
      'Once approved, add the dates to the team calendar.',
    ],
    exceptions: [
      'Up to 5 unused days may be carried over into the first quarter of the next leave year.',
      'Staff deployed in the field follow the leave rules of their deployment contract.',
    ],
  },
  action_required: 'Submit requests for the Christmas period before 31 October.',
  contact_info: 'People & Talent team - people@example.org, extension 2040.',
  related_policies: ['Annual Leave Policy 2025', 'Flexible Working Policy', 'Overseas Deployment Handbook'],
};

export const annualLeaveDocuments: ReferencedDocument[] = [
  {
    document_id: 'doc-leave-2025',
    source: 'Annual Leave Policy 2025.pdf',
    department: 'people_and_talent',
    section: 'Leave > Annual leave > Carry over',
    score: 0.91,
  },
  {
    document_id: 'doc-flex-working',
    source: 'Flexible Working Policy.docx',
    department: 'people_and_talent',
    section: null,
    score: 0.74,
  },
];

const leave = { document_id: 'doc-leave-2025', source: 'Annual Leave Policy 2025.pdf' } as const;
const flexible = { document_id: 'doc-flex-working', source: 'Flexible Working Policy.docx' } as const;
const deployment = { document_id: 'doc-deployment', source: 'Overseas Deployment Handbook.pdf' } as const;

/**
 * The document sentence behind each statement of `annualLeaveAnswer`, as a model-written answer's
 * metadata carries them (`statement_sources`): three documents; the contact line has none.
 */
export const annualLeaveSources: StatementSource[] = [
  {
    statement: 'Full-time employees are entitled to 25 days of annual leave per year plus UK bank holidays.',
    ...leave,
    section: 'Leave > Annual leave > Entitlement',
    sentence:
      'Full-time employees are entitled to 25 days of paid annual leave in each leave year, in addition to UK bank holidays.',
  },
  {
    statement: 'Leave is requested in the HR system and approved by your line manager.',
    ...leave,
    section: 'Leave > Requesting leave',
    sentence: 'All leave is requested through the HR system and must be approved by your line manager.',
  },
  {
    statement: 'Requests of more than 5 consecutive days need 4 weeks of notice.',
    ...leave,
    section: 'Leave > Requesting leave',
    sentence:
      'Requests for more than five consecutive working days must be made at least four weeks in advance.',
  },
  {
    statement: 'Part-time staff receive leave pro rata to their contracted hours.',
    ...flexible,
    section: null,
    sentence: 'Part-time colleagues receive annual leave pro rata to their contracted hours.',
  },
  {
    statement: 'Submit the request; your line manager is notified by e-mail.',
    ...leave,
    section: 'Leave > Requesting leave',
    sentence: 'When you submit a request, your line manager is notified by e-mail.',
  },
  {
    statement: 'Up to 5 unused days may be carried over into the first quarter of the next leave year.',
    ...leave,
    section: 'Leave > Annual leave > Carry over',
    sentence:
      'Up to five days of unused leave may be carried over, and must be taken in the first quarter of the next leave year.',
  },
  {
    statement: 'Staff deployed in the field follow the leave rules of their deployment contract.',
    ...deployment,
    section: 'Terms of deployment > Leave',
    sentence: 'While deployed, staff follow the leave rules set out in their deployment contract.',
  },
  {
    statement: 'Submit requests for the Christmas period before 31 October.',
    ...leave,
    section: 'Leave > Christmas closure',
    sentence: 'Requests for leave over the Christmas period must be submitted before 31 October.',
  },
];

/** The referenced documents of that answer (three). */
export const annualLeaveSourcedDocuments: ReferencedDocument[] = [
  ...annualLeaveDocuments,
  {
    document_id: deployment.document_id,
    source: deployment.source,
    department: 'project_management',
    section: 'Terms of deployment > Leave',
    score: 0.62,
  },
];

/** A source whose sentence, document name and section are long. */
export const longQuoteSources: StatementSource[] = [
  {
    statement: annualLeaveAnswer.details.exceptions[1] ?? '',
    document_id: 'doc-deployment-long',
    source:
      'Overseas Deployment Handbook for Consultants, Associates and Seconded Staff (2025 edition, approved by the Board of Trustees).pdf',
    section:
      'Part 4: Terms and conditions while deployed > Leave, rest and recuperation > Annual leave on long-term deployments',
    sentence:
      'Staff deployed in the field for more than three consecutive months follow the leave rules of their deployment contract, which take precedence over the Annual Leave Policy for the duration of the deployment, including the accrual of leave, the approval of leave requests by the country director rather than the line manager, the scheduling of rest-and-recuperation breaks, and the carry-over of unused days into the following leave year. Exceptionallylongwordswithoutanyspacesshouldwrapinsidethepopoverratherthanoverflowit.',
  },
];

/** Stages of the same answer as it streams in: each adds the next section. */
export const streamingStages: PartialStructuredAnswer[] = [
  { summary: 'Full-time employees are entitled to 25 days of annual leave' },
  {
    summary: annualLeaveAnswer.summary,
    details: { requirements: annualLeaveAnswer.details.requirements.slice(0, 2) },
  },
  {
    summary: annualLeaveAnswer.summary,
    details: {
      requirements: annualLeaveAnswer.details.requirements,
      procedures: annualLeaveAnswer.details.procedures.slice(0, 2),
    },
  },
  {
    summary: annualLeaveAnswer.summary,
    details: annualLeaveAnswer.details,
    action_required: annualLeaveAnswer.action_required,
  },
  annualLeaveAnswer,
];

export const minimalAnswer: StructuredAnswer = {
  summary: 'Reset your password from the sign-in page with "Forgot password", or ask the IT service desk.',
  details: {
    requirements: [],
    procedures: ['Open the sign-in page.', 'Choose "Forgot password" and follow the e-mail.'],
    exceptions: [],
  },
  action_required: null,
  contact_info: null,
  related_policies: [],
};

export const longAnswer: StructuredAnswer = {
  summary:
    'Before deploying to a new country you need a completed risk assessment, security briefing, travel insurance confirmation, vaccinations appropriate to the destination and the approval of your project director. The Safeguarding and Duty of Care policies apply throughout the deployment, including weekends and rest-and-recuperation periods. Exceptionallylongwordswithoutanyspacesshouldwrapratherthanoverflowthecontainerlikethisone.',
  details: {
    requirements: Array.from(
      { length: 8 },
      (_, i) =>
        `Requirement ${i + 1}: a pre-deployment check that must be signed off by the deployment coordinator before flights are booked.`,
    ),
    procedures: Array.from(
      { length: 12 },
      (_, i) =>
        `Step ${i + 1}: complete the relevant section of the deployment checklist and upload the evidence to the project folder.`,
    ),
    exceptions: [
      'Emergency response deployments may start before the full checklist is complete, with director approval.',
    ],
  },
  action_required: 'Book the security briefing at least 10 working days before departure.',
  contact_info: 'Global Security Advisor - security@example.org, +44 20 7946 0000 (24/7).',
  related_policies: [
    'Duty of Care Policy',
    'Safeguarding Policy',
    'Travel and Subsistence Policy',
    'Security Management Framework',
  ],
};

export const plainTextAnswer =
  'I could not find anything about that in the approved documents.\n\nYou can raise a ticket with the service desk and they will get back to you within one working day.';

export const userQuestion: ChatMessage = {
  id: 'msg-1',
  role: 'user',
  content: POPULAR_QUESTIONS[0],
  timestamp: '2025-11-21T10:09:00.000Z',
};

export const structuredReply: ChatMessage = {
  id: 'msg-2',
  role: 'assistant',
  content: annualLeaveAnswer,
  timestamp: '2025-11-21T10:09:04.000Z',
  metadata: {
    response_time_seconds: 3.42,
    documents_referenced: annualLeaveDocuments.length,
    referenced_documents: annualLeaveDocuments,
    response_type: 'structured',
    cached: false,
    model: 'gpt-5',
  },
};

/** A model-written answer with the source sentence behind its statements. */
export const sourcedReply: ChatMessage = {
  ...structuredReply,
  metadata: {
    ...structuredReply.metadata,
    documents_referenced: annualLeaveSourcedDocuments.length,
    referenced_documents: annualLeaveSourcedDocuments,
    statement_sources: annualLeaveSources,
  },
};

export const textReply: ChatMessage = {
  id: 'msg-3',
  role: 'assistant',
  content: plainTextAnswer,
  timestamp: '2025-11-21T10:12:30.000Z',
  metadata: {
    response_time_seconds: 1.1,
    documents_referenced: 0,
    referenced_documents: [],
    response_type: 'text',
  },
};

export const streamingReply: ChatMessage = {
  role: 'assistant',
  content: 'Full-time employees are entitled to 25 days of annual leave per year plus',
  timestamp: '2025-11-21T10:15:00.000Z',
  metadata: { response_type: 'streaming' },
};

export const longUserQuestion: ChatMessage = {
  id: 'msg-4',
  role: 'user',
  content:
    'I am being deployed to our new country office next month and I would like to understand everything I need to do beforehand, including insurance, vaccinations, security training, who signs off the deployment, and whether my annual leave allowance changes while I am away for more than three months.',
  timestamp: '2025-11-21T10:20:00.000Z',
};

export const sessions: ChatSession[] = [
  {
    id: 'sess-1',
    title: 'How much annual leave am I entitled to?',
    messages_count: 4,
    created_at: '2025-11-21T10:09:00.000Z',
    updated_at: '2025-11-21T10:12:30.000Z',
  },
  {
    id: 'sess-2',
    title: 'How do I reset my password?',
    messages_count: 2,
    created_at: '2025-11-20T15:00:00.000Z',
    updated_at: '2025-11-20T15:01:00.000Z',
  },
  {
    id: 'sess-3',
    title: 'Expense report for the Nairobi workshop',
    messages_count: 1,
    created_at: '2025-11-19T09:30:00.000Z',
    updated_at: '2025-11-19T09:31:00.000Z',
  },
];

export const manySessions: ChatSession[] = Array.from({ length: 40 }, (_, i) => ({
  id: `sess-many-${i + 1}`,
  title:
    i === 0
      ? 'A very long conversation title about the monitoring and evaluation framework for multi-country programmes'
      : `Question ${i + 1} about ${['leave', 'expenses', 'travel', 'safeguarding', 'IT access'][i % 5]}`,
  messages_count: (i * 7) % 23,
  created_at: '2025-11-01T09:00:00.000Z',
  updated_at: '2025-11-01T09:00:00.000Z',
}));
