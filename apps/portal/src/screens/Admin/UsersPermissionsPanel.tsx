import { effectiveRole, messages, type Permission, type User } from '@portal/contract';
import { AlertDialog, Button, Dialog, EmptyState, Modal, UserTable } from '@portal/ui';
import { ShieldAlert } from 'lucide-react';
import { lazy, useState } from 'react';
import { api } from '../../app/api.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { toast } from '../../app/toasts.ts';
import { announceIfSelf, isUserAdministrator, type Resource, reasonOf } from '../BoostAdmin/admin-data.ts';
import { LazyPart } from '../BoostAdmin/LazyPart.tsx';
import type { UserFormValues } from '../BoostAdmin/UserForm.tsx';
import * as styles from './Admin.css.ts';

// The dialogs' forms (and the select lists they need) load when a dialog first opens, not with /admin.
const UserForm = lazy(() => import('../BoostAdmin/UserForm.tsx').then((m) => ({ default: m.UserForm })));
const PermissionMatrix = lazy(() => import('./PermissionMatrixChunk.tsx'));

type Dialogs =
  | { kind: 'permissions'; user: User }
  | { kind: 'edit'; user: User }
  | { kind: 'create' }
  | { kind: 'delete'; user: User }
  | { kind: 'code'; user: User }
  | null;

/**
 * Users & Permissions: the library's UserTable with Manage (permission matrix), Edit and Delete
 * (not on the viewer's own row); Add User and new personal codes only for the designated user
 * administrator.
 */
export function UsersPermissionsPanel({ users }: { users: Resource<User[]> }) {
  const viewer = useCurrentUser();
  const designated = isUserAdministrator(viewer);
  const [open, setOpen] = useState<Dialogs>(null);
  const [draft, setDraft] = useState<Record<Permission, boolean> | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(null);

  const replace = (id: string, patch: Partial<User>) =>
    users.setData((list) => list?.map((u) => (u.id === id ? { ...u, ...patch } : u)));

  const savePermissions = async (user: User) => {
    if (!draft) return;
    setBusy(true);
    try {
      const saved = await api.admin.setPermissions(user.id, { permissions: draft });
      replace(user.id, { permissions: saved.permissions });
      toast.success('Permissions updated', `Saved the permissions of ${user.name}.`);
      announceIfSelf(viewer, user);
      close();
    } catch (error) {
      const failed = messages.savePermissionsFailed(reasonOf(error));
      toast.error(failed.title, failed.description);
    } finally {
      setBusy(false);
    }
  };

  const saveUser = async (values: UserFormValues) => {
    if (!open || (open.kind !== 'edit' && open.kind !== 'create')) return;
    setBusy(true);
    try {
      if (open.kind === 'edit') {
        const saved = await api.admin.updateUser(open.user.id, {
          name: values.name,
          email: values.email,
          boost_role: values.boost_role,
          department: values.department,
          business_unit_id: values.business_unit_id,
          ...(values.is_active === undefined ? {} : { is_active: values.is_active }),
        });
        replace(open.user.id, saved);
        toast.success('User updated successfully');
        announceIfSelf(viewer, open.user);
      } else {
        const created = await api.admin.createUser({
          name: values.name,
          email: values.email,
          boost_role: values.boost_role,
          department: values.department,
          business_unit_id: values.business_unit_id,
          ...(values.permissions ? { permissions: values.permissions } : {}),
        });
        // The answer carries the code once: the table shows it until the list is reloaded.
        users.setData((list) => [...(list ?? []), created]);
        toast.long('User created', `Personal code for ${created.email}: ${created.personal_code}`, {
          tone: 'success',
        });
      }
      close();
    } catch (error) {
      const reason = reasonOf(error);
      if (open.kind === 'edit') toast.error(messages.updateUserFailed, reason);
      else toast.error(messages.createUserFailed(reason));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (user: User) => {
    try {
      await api.admin.deleteUser(user.id);
      users.setData((list) => list?.filter((u) => u.id !== user.id));
      toast.success(messages.userDeleted);
    } catch (error) {
      toast.error(messages.deleteUserFailed, reasonOf(error));
    }
  };

  const regenerate = async (user: User) => {
    try {
      const { new_code } = await api.admin.regenerateCode(user.id);
      replace(user.id, { personal_code: new_code });
      toast.long('New personal code', `${user.name}: ${new_code}`, { tone: 'success' });
    } catch (error) {
      toast.error(messages.regenerateCodeFailed, reasonOf(error));
    }
  };

  if (users.error && !users.data) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<ShieldAlert size={24} />}
        title={messages.fetchUsersFailed}
        description={reasonOf(users.error)}
        action={<Button onPress={() => void users.reload()}>Try again</Button>}
      />
    );
  }

  const editing = open?.kind === 'edit' || open?.kind === 'create' ? open : null;
  const managing = open?.kind === 'permissions' ? open.user : null;
  return (
    <>
      <UserTable
        users={users.data ?? []}
        isLoading={users.isLoading && !users.data}
        onManage={(user) => {
          setDraft(null);
          setOpen({ kind: 'permissions', user });
        }}
        onEdit={(user) => setOpen({ kind: 'edit', user })}
        onDelete={(user) => setOpen({ kind: 'delete', user })}
        isUserAdministrator={designated}
        onAddUser={() => setOpen({ kind: 'create' })}
        onRegenerateCode={(user) => setOpen({ kind: 'code', user })}
        viewerId={viewer.id}
      />

      <Modal isOpen={managing !== null} onOpenChange={(o) => !o && close()} isDismissable size="lg">
        <Dialog
          title={managing ? `Permissions - ${managing.name}` : 'Permissions'}
          footer={({ close: dismiss }) => (
            <div className={styles.matrixFooter}>
              <Button variant="secondary" onPress={dismiss}>
                Cancel
              </Button>
              <Button
                variant="primary"
                isDisabled={draft === null}
                isPending={busy}
                onPress={() => managing && void savePermissions(managing)}
              >
                Save Permissions
              </Button>
            </div>
          )}
        >
          {managing ? (
            <LazyPart in="dialog">
              <PermissionMatrix
                value={draft ?? managing.permissions}
                onChange={setDraft}
                role={effectiveRole(managing)}
                isDisabled={busy}
                title={`${managing.email}`}
              />
            </LazyPart>
          ) : null}
        </Dialog>
      </Modal>

      <Modal isOpen={editing !== null} onOpenChange={(o) => !o && close()} isDismissable size="lg">
        <Dialog title={editing?.kind === 'edit' ? 'Edit User' : 'Add User'}>
          {({ close: dismiss }) => (
            <LazyPart in="dialog">
              <UserForm
                user={editing?.kind === 'edit' ? editing.user : null}
                onSubmit={(values) => void saveUser(values)}
                onCancel={dismiss}
                isSubmitting={busy}
                withPermissions={editing?.kind === 'create'}
                withActive={editing?.kind === 'edit'}
              />
            </LazyPart>
          )}
        </Dialog>
      </Modal>

      <AlertDialog
        isOpen={open?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title="Delete user"
        confirmLabel="Delete"
        variant="destructive"
        onConfirm={() => open?.kind === 'delete' && void remove(open.user)}
      >
        {messages.confirmDeleteUser}
      </AlertDialog>

      <AlertDialog
        isOpen={open?.kind === 'code'}
        onOpenChange={(o) => !o && close()}
        title="Generate a new personal code"
        confirmLabel="Generate code"
        onConfirm={() => open?.kind === 'code' && void regenerate(open.user)}
      >
        {messages.confirmRegenerateCode}
      </AlertDialog>
    </>
  );
}
