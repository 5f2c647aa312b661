import { defaultPermissionMap, type KbDepartment } from '@portal/contract';
import { isAdmin } from '../auth/sessions.ts';
import { HttpError } from '../http.ts';
import type { Caller } from './types.ts';

// Every knowledge call checks the caller's effective permission map with `assertPermission`
// (README: "Permissions"), on top of the role rules the specs state (admins approve; the designated
// document administrator deletes).

/** Admins with admin_documents see documents in every approval state; everyone else approved ones only. */
export const seesUnapproved = (user: Caller) => isAdmin(user) && user.permissions.admin_documents;

/** Approving, rejecting, the admin document list and the analytics are for admins. */
export function assertAdmin(user: Caller) {
  if (!isAdmin(user)) throw new HttpError(403, 'Admin access required');
}

/** Uploads are for the designated document administrator and admins (then `upload_documents` decides). */
export function assertUploader(user: Caller) {
  if (!user.isDocumentAdministrator && !isAdmin(user))
    throw new HttpError(403, 'View Only Access - Upload access restricted');
}

/**
 * A stored person acting in-process as a plain user or as an admin holding the document administrator
 * designation, with the role's default permissions: the demo seed, the blind evaluation, the benches
 * and the tests that call the services without signing in.
 */
export function actingAs(person: { id: string; name: string }, role: 'user' | 'admin'): Caller {
  return {
    id: person.id,
    name: person.name,
    department: null,
    effectiveRole: role,
    isDocumentAdministrator: role === 'admin',
    permissions: defaultPermissionMap(role),
  };
}

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
