import type { KbDepartment } from '@portal/contract';
import type { KnowledgeUser } from './types.ts';

// Every knowledge call checks the caller's effective permission map with `assertPermission`
// (README: "Permissions"), on top of the role rules the specs state (admins approve; the designated
// document administrator deletes).

/** Admins with admin_documents see documents in every approval state; everyone else approved ones only. */
export const seesUnapproved = (user: KnowledgeUser) => user.isAdmin && user.permissions.admin_documents;

/**
 * Which knowledge-base departments' documents a ticketing department owns, for the feedback list
 * ("down-votes are listed for the department that owns the cited documents"). The specs name the two
 * lists but never pair them: OS Support (operations) owns projects, bids and everything else.
 */
export const KB_DEPARTMENTS_OF: Record<string, readonly KbDepartment[]> = {
  Finance: ['finance'],
  'HR/P&T': ['people_and_talent'],
  IT: ['information_technology'],
  DevOps: ['information_technology'],
  LEC: ['legal_ethics_compliance'],
  'OS Support': ['project_management', 'business_development', 'other'],
};
