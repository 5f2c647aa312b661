import { randomUUID } from 'node:crypto';
import { quickActionChangeText, resolveBusinessHours } from '@portal/contract';
import { hashSecret } from '../auth/crypto.ts';
import type { WorkingHours } from '../config.ts';
import type { Db } from '../db/index.ts';
import { attachments, auditEntries, businessUnits, comments, tickets, users } from '../db/schema.ts';
import { type Department, PRIORITIES, type Priority, STATUSES, type Status } from '../domain.ts';
import { attachmentKey, type ObjectStore } from '../storage/index.ts';
import { slaDue } from '../tickets/core.ts';

/** The 8 demo accounts of issue 3, with their exact personal codes. */
export const DEMO_ACCOUNTS = [
  {
    email: 'alex.morgan@example.com',
    name: 'Alex Morgan',
    role: 'admin',
    department: 'IT',
    code: 'demo-alex',
    unit: 'IT',
  },
  {
    email: 'maria.lopez@example.com',
    name: 'Maria Lopez',
    role: 'manager',
    department: 'OS Support',
    code: 'demo-maria',
    unit: 'LON',
  },
  {
    email: 'sam.taylor@example.com',
    name: 'Sam Taylor',
    role: 'agent',
    department: 'IT',
    code: 'demo-sam',
    unit: 'IT',
  },
  {
    email: 'priya.shah@example.com',
    name: 'Priya Shah',
    role: 'agent',
    department: 'Finance',
    code: 'demo-priya',
    unit: 'FIN',
  },
  {
    email: 'tom.baker@example.com',
    name: 'Tom Baker',
    role: 'agent',
    department: 'HR/P&T',
    code: 'demo-tom',
    unit: 'LON',
  },
  {
    email: 'jordan.lee@example.com',
    name: 'Jordan Lee',
    role: 'user',
    department: 'LEC',
    code: 'demo-jordan',
    unit: 'AFR',
  },
  {
    email: 'casey.nguyen@example.com',
    name: 'Casey Nguyen',
    role: 'user',
    department: 'Finance',
    code: 'demo-casey',
    unit: 'APAC',
  },
  {
    email: 'robin.clark@example.com',
    name: 'Robin Clark',
    role: 'manager',
    department: 'DevOps',
    code: 'demo-robin',
    unit: 'IT',
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** The 5 business units the spec names, with the codes, types and descriptions we chose. */
export const DEMO_BUSINESS_UNITS = [
  {
    code: 'AFR',
    name: 'Africa Division',
    type: 'Geography',
    description: 'Country offices and programmes across Africa',
  },
  {
    code: 'APAC',
    name: 'Asia Pacific',
    type: 'Geography',
    description: 'Offices and programmes in Asia and the Pacific',
  },
  {
    code: 'IT',
    name: 'IT Department',
    type: 'Technical',
    description: 'Infrastructure, applications and service desk',
  },
  {
    code: 'FIN',
    name: 'Finance Team',
    type: 'Business Support',
    description: 'Accounting, payroll, budgets and expenses',
  },
  { code: 'LON', name: 'London Office', type: 'Geography', description: 'Head office and central services' },
] as const;

type Who = DemoAccount['email'];
interface DemoTicket {
  dept: Department;
  category: string;
  sub: string;
  subject: string;
  description: string;
  classification: string;
  requester: Who;
  owner?: Who;
  agent?: Who;
  comments?: [Who, string, boolean?][];
  file?: 'txt' | 'png' | 'pdf';
}

const J = 'jordan.lee@example.com';
const C = 'casey.nguyen@example.com';
const SAM = 'sam.taylor@example.com';
const PRIYA = 'priya.shah@example.com';
const TOM = 'tom.baker@example.com';
const MARIA = 'maria.lopez@example.com';
const ROBIN = 'robin.clark@example.com';
const ALEX = 'alex.morgan@example.com';

const TICKETS: DemoTicket[] = [
  {
    dept: 'IT',
    category: 'Access',
    sub: 'Password Reset',
    subject: 'Cannot sign in after password expiry',
    description: '<p>My password expired over the weekend and the reset link says my account is locked.</p>',
    classification: 'Incident',
    requester: J,
    owner: SAM,
    comments: [
      [SAM, 'I have unlocked the account, please try the reset link again.'],
      [J, 'That worked, thank you!'],
    ],
  },
  {
    dept: 'IT',
    category: 'Hardware',
    sub: 'Laptop',
    subject: 'Laptop battery swelling',
    description: '<p>The laptop case is bulging near the trackpad. It gets hot when charging.</p>',
    classification: 'Incident',
    requester: C,
    owner: SAM,
    agent: ROBIN,
    comments: [
      [SAM, 'Please stop using it and bring it to the service desk today.'],
      [SAM, 'Swollen battery: order replacement under warranty, not repairable on site.', true],
    ],
    file: 'png',
  },
  {
    dept: 'IT',
    category: 'Software',
    sub: 'Licence Request',
    subject: 'Adobe Acrobat Pro licence',
    description: '<p>I need to edit and sign PDF contracts for the Nairobi programme.</p>',
    classification: 'ServiceRequest',
    requester: J,
  },
  {
    dept: 'IT',
    category: 'Network',
    sub: 'VPN',
    subject: 'VPN drops every 10 minutes from Lagos office',
    description:
      '<p>Since Monday the VPN disconnects roughly every ten minutes. Colleagues in the office see the same.</p>',
    classification: 'Incident',
    requester: J,
    owner: SAM,
    comments: [
      [SAM, 'Collecting logs from the firewall now.', true],
      [SAM, 'Could you send the output of the diagnostics tool?'],
    ],
    file: 'txt',
  },
  {
    dept: 'IT',
    category: 'Access',
    sub: 'MFA Setup',
    subject: 'New phone - move authenticator',
    description: '<p>I replaced my phone and need to move my MFA to the new device.</p>',
    classification: 'ServiceRequest',
    requester: C,
  },
  {
    dept: 'IT',
    category: 'Software',
    sub: 'Microsoft 365',
    subject: 'Shared mailbox not showing in Outlook',
    description: '<p>The finance-apac shared mailbox disappeared from Outlook after the update.</p>',
    classification: 'Incident',
    requester: C,
    owner: SAM,
  },
  {
    dept: 'IT',
    category: 'Software',
    sub: 'Bug Report',
    subject: 'Timesheet export produces empty CSV',
    description: '<p>Exporting my timesheet gives a file with headers only.</p>',
    classification: 'Bug',
    requester: PRIYA,
    owner: SAM,
    comments: [[SAM, 'Reproduced. Raised with the vendor.']],
  },
  {
    dept: 'IT',
    category: 'Hardware',
    sub: 'Monitor',
    subject: 'Second monitor for hot desk 4.12',
    description: '<p>Hot desk 4.12 only has one monitor.</p>',
    classification: 'ServiceRequest',
    requester: TOM,
  },
  {
    dept: 'Finance',
    category: 'Expenses',
    sub: 'Expense Claim',
    subject: 'Expense claim rejected without reason',
    description: '<p>My claim for the Kampala workshop was rejected, but no reason was given.</p>',
    classification: 'HowToQuery',
    requester: J,
    owner: PRIYA,
    comments: [
      [PRIYA, 'The hotel receipt was missing. Please attach it and resubmit.'],
      [PRIYA, 'Policy allows 30 days for receipts; still within window.', true],
    ],
    file: 'pdf',
  },
  {
    dept: 'Finance',
    category: 'Expenses',
    sub: 'Per Diem Rates',
    subject: 'Per diem rate for Manila',
    description: '<p>What is the current per diem for Manila? The policy table seems out of date.</p>',
    classification: 'HowToQuery',
    requester: C,
    owner: PRIYA,
  },
  {
    dept: 'Finance',
    category: 'Invoicing',
    sub: 'Supplier Invoice',
    subject: 'Supplier invoice paid twice',
    description: '<p>Invoice INV-88213 from our catering supplier appears to have been paid twice.</p>',
    classification: 'Incident',
    requester: MARIA,
    owner: PRIYA,
    agent: ROBIN,
  },
  {
    dept: 'Finance',
    category: 'Payroll',
    sub: 'Payslip Query',
    subject: 'Payslip missing overtime',
    description: '<p>My March payslip does not include the overtime approved on 14 March.</p>',
    classification: 'Incident',
    requester: TOM,
    owner: PRIYA,
  },
  {
    dept: 'Finance',
    category: 'Budgets',
    sub: 'Cost Centre Change',
    subject: 'Move project to new cost centre',
    description: '<p>The Ghana WASH project moves to cost centre 4410 from next month.</p>',
    classification: 'ChangeRequest',
    requester: C,
  },
  {
    dept: 'Finance',
    category: 'Expenses',
    sub: 'Corporate Card',
    subject: 'Corporate card declined abroad',
    description: '<p>My card was declined in Jakarta although the trip was notified.</p>',
    classification: 'Incident',
    requester: C,
    owner: PRIYA,
    comments: [[C, 'Still declined this morning.']],
  },
  {
    dept: 'HR/P&T',
    category: 'Leave',
    sub: 'Annual Leave',
    subject: 'Carry over unused annual leave',
    description: '<p>Can I carry over 6 unused days into next year?</p>',
    classification: 'HowToQuery',
    requester: J,
    owner: TOM,
    comments: [[TOM, 'Up to 5 days can be carried over with manager approval.']],
  },
  {
    dept: 'HR/P&T',
    category: 'Onboarding',
    sub: 'New Starter',
    subject: 'New starter in Accra needs equipment and accounts',
    description: '<p>A new programme officer starts on the 1st. Please arrange laptop and accounts.</p>',
    classification: 'ServiceRequest',
    requester: MARIA,
    owner: TOM,
    agent: SAM,
  },
  {
    dept: 'HR/P&T',
    category: 'Policies',
    sub: 'Safeguarding',
    subject: 'Safeguarding training for partner staff',
    description: '<p>Our partner organisation asks whether their staff can join our safeguarding course.</p>',
    classification: 'HowToQuery',
    requester: J,
  },
  {
    dept: 'HR/P&T',
    category: 'Learning and Development',
    sub: 'Certification',
    subject: 'PRINCE2 exam funding',
    description: '<p>I would like to sit the PRINCE2 Practitioner exam. Is it covered?</p>',
    classification: 'ServiceRequest',
    requester: C,
    owner: TOM,
    comments: [[TOM, 'Budget check with L&D lead pending.', true]],
  },
  {
    dept: 'HR/P&T',
    category: 'Policies',
    sub: 'Flexible Working',
    subject: 'Flexible working request form',
    description: '<p>Where do I find the flexible working request form?</p>',
    classification: 'HowToQuery',
    requester: PRIYA,
    owner: TOM,
  },
  {
    dept: 'LEC',
    category: 'Contracts',
    sub: 'NDA',
    subject: 'NDA review for data partnership',
    description: '<p>Please review the attached NDA with the university before Friday.</p>',
    classification: 'ServiceRequest',
    requester: MARIA,
    file: 'pdf',
  },
  {
    dept: 'LEC',
    category: 'Compliance',
    sub: 'Data Protection',
    subject: 'Subject access request received',
    description: '<p>A former beneficiary has sent a subject access request by e-mail.</p>',
    classification: 'Incident',
    requester: TOM,
  },
  {
    dept: 'LEC',
    category: 'Ethics',
    sub: 'Gifts and Hospitality',
    subject: 'Declaring a gift from a supplier',
    description: '<p>A supplier sent a hamper. How do I declare it?</p>',
    classification: 'HowToQuery',
    requester: C,
  },
  {
    dept: 'LEC',
    category: 'Compliance',
    sub: 'Sanctions Screening',
    subject: 'Sanctions screening for new vendor',
    description: '<p>We are onboarding a logistics vendor in Sudan and need screening.</p>',
    classification: 'ServiceRequest',
    requester: PRIYA,
    agent: MARIA,
  },
  {
    dept: 'DevOps',
    category: 'Deployments',
    sub: 'Release Request',
    subject: 'Release portal 2.4 to production',
    description: '<p>Release 2.4 passed UAT; requesting a production deployment window.</p>',
    classification: 'ChangeRequest',
    requester: SAM,
    owner: ROBIN,
    comments: [[ROBIN, 'Scheduled for Thursday 18:00 UTC.']],
  },
  {
    dept: 'DevOps',
    category: 'CI/CD',
    sub: 'Pipeline Failure',
    subject: 'Nightly build failing on dependency audit',
    description: '<p>The nightly pipeline fails at the audit step since last night.</p>',
    classification: 'Bug',
    requester: SAM,
    owner: ROBIN,
    comments: [[ROBIN, 'Upstream advisory; pinning the patched version.', true]],
    file: 'txt',
  },
  {
    dept: 'DevOps',
    category: 'Country Roll-out',
    sub: 'Deploying to a New Country',
    subject: 'Deploy field app to Malawi',
    description: '<p>The field data app should be available to the Malawi team next quarter.</p>',
    classification: 'Implementation',
    requester: MARIA,
    owner: ROBIN,
    agent: SAM,
  },
  {
    dept: 'DevOps',
    category: 'Monitoring',
    sub: 'Alert Configuration',
    subject: 'Too many disk space alerts',
    description: '<p>We get 40+ disk alerts a day from the reporting server.</p>',
    classification: 'ChangeRequest',
    requester: SAM,
  },
  {
    dept: 'DevOps',
    category: 'CI/CD',
    sub: 'Secrets Management',
    subject: 'Rotate API keys after staff departure',
    description: '<p>A developer left on Friday; their keys must be rotated.</p>',
    classification: 'ServiceRequest',
    requester: ALEX,
    owner: ROBIN,
  },
  {
    dept: 'OS Support',
    category: 'Travel',
    sub: 'Visa Support',
    subject: 'Visa invitation letter for Kenya trip',
    description: '<p>I need an invitation letter for my business visa application.</p>',
    classification: 'ServiceRequest',
    requester: J,
    owner: MARIA,
    comments: [[MARIA, 'Letter drafted, waiting for the host office signature.']],
  },
  {
    dept: 'OS Support',
    category: 'Office Services',
    sub: 'Meeting Rooms',
    subject: 'Board room projector not working',
    description: '<p>The projector in the board room shows no signal from any laptop.</p>',
    classification: 'Incident',
    requester: C,
    owner: MARIA,
  },
  {
    dept: 'OS Support',
    category: 'Facilities',
    sub: 'Health and Safety',
    subject: 'Broken fire door closer on floor 3',
    description: '<p>The fire door near the kitchen on floor 3 does not close by itself.</p>',
    classification: 'Incident',
    requester: TOM,
    owner: MARIA,
    agent: TOM,
  },
  {
    dept: 'OS Support',
    category: 'Travel',
    sub: 'Flight Booking',
    subject: 'Change flight for Dhaka workshop',
    description: '<p>The workshop moved by two days; please change my flights.</p>',
    classification: 'ServiceRequest',
    requester: C,
  },
  {
    dept: 'OS Support',
    category: 'Office Services',
    sub: 'Desk Booking',
    subject: 'Desk booking app shows wrong floor plan',
    description: '<p>The app still shows the old floor 2 layout.</p>',
    classification: 'Bug',
    requester: J,
  },
  {
    dept: 'IT',
    category: 'Access',
    sub: 'New Account',
    subject: 'Account for external auditor',
    description: '<p>The external auditor needs read-only access to the finance share for two weeks.</p>',
    classification: 'ServiceRequest',
    requester: PRIYA,
    owner: SAM,
    comments: [
      [SAM, 'Requires LEC approval for external access.', true],
      [SAM, 'Could you confirm the end date of the audit?'],
    ],
  },
  {
    dept: 'IT',
    category: 'Network',
    sub: 'Wi-Fi',
    subject: 'Guest Wi-Fi password for conference',
    description: '<p>We host 60 guests next Tuesday and need a guest network.</p>',
    classification: 'ServiceRequest',
    requester: MARIA,
    owner: SAM,
  },
  {
    dept: 'Finance',
    category: 'Invoicing',
    sub: 'Client Invoice',
    subject: 'Client invoice in wrong currency',
    description: '<p>Invoice 2024-117 was issued in USD instead of GBP.</p>',
    classification: 'Incident',
    requester: ROBIN,
    owner: PRIYA,
  },
  {
    dept: 'HR/P&T',
    category: 'Leave',
    sub: 'Parental Leave',
    subject: 'Parental leave entitlement',
    description: '<p>What is the shared parental leave entitlement after one year of service?</p>',
    classification: 'HowToQuery',
    requester: SAM,
    owner: TOM,
  },
  {
    dept: 'LEC',
    category: 'Contracts',
    sub: 'Subcontractor Agreement',
    subject: 'Subcontractor agreement template',
    description: '<p>Which template do we use for short subcontracts under 10k?</p>',
    classification: 'HowToQuery',
    requester: ROBIN,
  },
  {
    dept: 'DevOps',
    category: 'Deployments',
    sub: 'Rollback',
    subject: 'Roll back reporting service 1.9',
    description: '<p>Version 1.9 breaks the monthly report; please roll back to 1.8.</p>',
    classification: 'Incident',
    requester: PRIYA,
    owner: ROBIN,
    comments: [[ROBIN, 'Rolled back at 14:05. Monitoring.']],
  },
  {
    dept: 'IT',
    category: 'Hardware',
    sub: 'Phone',
    subject: 'Mobile phone for field coordinator',
    description: '<p>A field coordinator in Uganda needs a work phone with a local SIM.</p>',
    classification: 'ServiceRequest',
    requester: J,
    owner: SAM,
    agent: ROBIN,
    comments: [[J, 'Any update on this?']],
  },
];

// Codes are hashed once per process: tests seed many databases.
let hashed: Promise<string[]> | undefined;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 144]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

export interface SeedOptions {
  /** Where attachment files go (the file store); without it the demo tickets get no attachments. */
  files?: ObjectStore;
  workingHours?: WorkingHours;
  now?: Date;
}

const DEFAULT_HOURS: WorkingHours = resolveBusinessHours();

/** Loads the demo data set of issue 3 into an empty database. */
export async function seedDemo(db: Db, options: SeedOptions = {}) {
  const now = options.now ?? new Date();
  const wh = options.workingHours ?? DEFAULT_HOURS;
  hashed ??= Promise.all(DEMO_ACCOUNTS.map((a) => hashSecret(a.code)));
  const hashes = await hashed;
  return db.transaction(async (tx) => {
    const units = await tx
      .insert(businessUnits)
      .values(
        DEMO_BUSINESS_UNITS.map((u) => ({
          ...u,
          status: 'Active',
          createdAt: new Date(now.getTime() - 90 * 86_400_000),
        })),
      )
      .returning();
    const unitId = (code: string) => units.find((u) => u.code === code)?.id ?? null;
    const people = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          email: a.email,
          name: a.name,
          role: a.role,
          boostRole: a.role.charAt(0).toUpperCase() + a.role.slice(1),
          department: a.department,
          businessUnitId: unitId(a.unit),
          personalCodeHash: hashes[i] ?? null,
        })),
      )
      .returning();
    const person = (email: string) => {
      const p = people.find((x) => x.email === email);
      if (!p) throw new Error(`Unknown demo person ${email}`);
      return p;
    };
    const statusCycle: Status[] = [...STATUSES, 'open', 'in_progress', 'in_progress', 'open'];
    const priorityCycle: Priority[] = [...PRIORITIES, 'medium', 'medium', 'low'];
    const { files } = options;
    const unitCodes = DEMO_BUSINESS_UNITS.map((u) => u.code);

    for (const [i, t] of TICKETS.entries()) {
      const status = statusCycle[i % statusCycle.length] ?? 'open';
      const priority = priorityCycle[(i * 3 + 1) % priorityCycle.length] ?? 'medium';
      const requester = person(t.requester);
      const owner = t.owner ? person(t.owner) : null;
      const agent = t.agent ? person(t.agent) : null;
      const createdAt = new Date(now.getTime() - (40 - i) * 17 * 3_600_000);
      const updatedAt = new Date(createdAt.getTime() + 5 * 3_600_000);
      const dueAt = slaDue(createdAt, priority, 0, wh);
      const paused = status === 'waiting_customer' || status === 'on_hold';
      const [ticket] = await tx
        .insert(tickets)
        .values({
          subject: `${t.dept} - ${t.category}: ${t.subject}`,
          description: t.description,
          status,
          priority,
          tier: (i % 4) + 1,
          category: t.category,
          subcategory: t.sub,
          classification: t.classification,
          supportDepartment: t.dept,
          channel: 'Hub',
          source: i % 7 === 3 ? 'chat' : 'boost',
          conversationSessionId: i % 7 === 3 ? randomUUID() : null,
          justification: priority === 'urgent' ? 'Blocks work for the whole team' : null,
          requesterId: requester.id,
          requesterName: requester.name,
          requesterEmail: requester.email,
          ownerId: owner?.id ?? null,
          ownerName: owner?.name ?? null,
          boostAgentId: agent?.id ?? null,
          boostAgentName: agent?.name ?? null,
          businessUnitId: unitId(unitCodes[i % unitCodes.length] ?? 'IT'),
          dueAt,
          slaPausedAt: paused ? updatedAt : null,
          resolvedAt: status === 'resolved' || status === 'closed' ? updatedAt : null,
          closedAt: status === 'closed' ? updatedAt : null,
          createdAt,
          updatedAt,
          updatedBy: (owner ?? requester).name,
        })
        .returning();
      if (!ticket) throw new Error('Demo ticket insert returned nothing');
      const number = `BST-${ticket.number}`;
      const audit: (typeof auditEntries.$inferInsert)[] = [
        {
          ticketId: ticket.id,
          action: 'created',
          description: `Ticket ${number} created by ${requester.name}`,
          details: { priority, support_department: t.dept },
          userId: requester.id,
          userName: requester.name,
          timestamp: createdAt,
        },
      ];
      const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
      if (owner)
        audit.push({
          ticketId: ticket.id,
          action: 'assigned',
          description: quickActionChangeText('owner_id', null, owner.id, {
            [owner.id]: owner.name ?? owner.email,
          }),
          details: { from: null, to: owner.id, to_name: owner.name },
          userId: person(MARIA).id,
          userName: 'Maria Lopez',
          timestamp: at(1),
        });
      if (status !== 'open')
        audit.push({
          ticketId: ticket.id,
          action: status === 'resolved' ? 'resolved' : status === 'closed' ? 'closed' : 'status_changed',
          description: quickActionChangeText('status', 'open', status),
          details: { from: 'open', to: status },
          userId: (owner ?? person(MARIA)).id,
          userName: (owner ?? person(MARIA)).name,
          timestamp: at(4),
        });
      if (paused)
        audit.push({
          ticketId: ticket.id,
          action: 'sla_paused',
          description: 'SLA clock paused',
          userId: (owner ?? person(MARIA)).id,
          userName: (owner ?? person(MARIA)).name,
          timestamp: at(4),
        });
      for (const [k, [who, body, internal]] of (t.comments ?? []).entries()) {
        const author = person(who);
        const createdAtComment = at(2 + k * 0.5);
        const [comment] = await tx
          .insert(comments)
          .values({
            ticketId: ticket.id,
            authorId: author.id,
            authorName: author.name,
            body,
            isInternal: internal === true,
            createdAt: createdAtComment,
          })
          .returning({ id: comments.id });
        audit.push({
          ticketId: ticket.id,
          action: 'comment_added',
          description: internal
            ? `Internal comment added by ${author.name}`
            : `Comment added by ${author.name}`,
          details: { comment_id: comment?.id, is_internal: internal === true },
          userId: author.id,
          userName: author.name,
          isInternal: internal === true,
          timestamp: createdAtComment,
        });
      }
      if (t.file && files) {
        const names = { txt: 'diagnostics.txt', png: 'photo.png', pdf: 'document.pdf' } as const;
        const content =
          t.file === 'png'
            ? PNG
            : t.file === 'pdf'
              ? PDF
              : Buffer.from(`Diagnostics for ${number}\nStatus: ${status}\n`);
        const storedName = `${randomUUID()}.${t.file}`;
        await files.put(attachmentKey(storedName), content);
        const [att] = await tx
          .insert(attachments)
          .values({
            ticketId: ticket.id,
            originalName: names[t.file],
            storedName,
            contentType: { txt: 'text/plain; charset=utf-8', png: 'image/png', pdf: 'application/pdf' }[
              t.file
            ],
            size: content.byteLength,
            uploadedById: requester.id,
            uploadedBy: requester.name,
            createdAt: at(0.2),
          })
          .returning({ id: attachments.id });
        audit.push({
          ticketId: ticket.id,
          action: 'attachment_added',
          description: `${requester.name} attached ${names[t.file]}`,
          details: { attachment_id: att?.id, original_name: names[t.file] },
          userId: requester.id,
          userName: requester.name,
          timestamp: at(0.2),
        });
      }
      await tx.insert(auditEntries).values(audit);
    }
    return { users: people, businessUnits: units, tickets: TICKETS.length };
  });
}
