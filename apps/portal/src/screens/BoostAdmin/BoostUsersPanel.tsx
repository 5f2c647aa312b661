import {
  type BoostRole,
  boostRoleToRole,
  boostRoleValues,
  labels,
  messages,
  type User,
} from '@portal/contract';
import {
  ActionMenu,
  AlertDialog,
  Button,
  Cell,
  Column,
  Dialog,
  EmptyState,
  Heading,
  MenuItem,
  Modal,
  Row,
  Select,
  SelectItem,
  Spinner,
  Table,
  TableBody,
  TableHeader,
  Text,
  VisuallyHidden,
} from '@portal/ui';
import { Pencil, ShieldAlert, Trash2, UserPlus } from 'lucide-react';
import { lazy, useState } from 'react';
import { api } from '../../app/api.ts';
import { useFirstData } from '../../app/first-data.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { toast } from '../../app/toasts.ts';
import { announceIfSelf, isForbidden, isUserAdministrator, reasonOf, useResource } from './admin-data.ts';
import * as styles from './BoostAdmin.css.ts';
import type { BoostAdminFirstData } from './first-data.ts';
import { LazyPart } from './LazyPart.tsx';
import type { UserFormValues } from './UserForm.tsx';

// The dialog's form (and the select lists it needs) loads when the dialog first opens.
const UserForm = lazy(() => import('./UserForm.tsx').then((m) => ({ default: m.UserForm })));

type Editing = { mode: 'create' } | { mode: 'edit'; user: User } | null;

/**
 * The Users tab of BOOST admin: Name, Email, BOOST Role (changed inline), Business Unit, BOOST
 * Department and Actions (Edit, Delete), a debug line with the user count, Add/Edit dialogs.
 */
export function BoostUsersPanel({ canManage }: { canManage: boolean }) {
  const viewer = useCurrentUser();
  // The list failure is logged only (spec); a refusal (403) shows the access notice below.
  const users = useResource(
    () => api.boost.users(),
    (error) => console.error('Could not load BOOST users', error),
    // The server render's list, for the tab /boost/admin opens on.
    useFirstData<BoostAdminFirstData>()?.users,
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [saving, setSaving] = useState(false);
  const [roleSaving, setRoleSaving] = useState<string | null>(null);
  const canAdd = canManage && isUserAdministrator(viewer);

  const replace = (saved: User) =>
    users.setData((list) => list?.map((u) => (u.id === saved.id ? { ...u, ...saved } : u)));

  const changeRole = async (user: User, role: BoostRole) => {
    if (role === user.boost_role) return;
    setRoleSaving(user.id);
    try {
      const saved = await api.boost.updateUser(user.id, { boost_role: role });
      replace(saved);
      toast.success('BOOST role updated', `${saved.name} is now ${role}.`);
      announceIfSelf(viewer, saved);
    } catch (error) {
      toast.error(messages.updateUserFailedWithMessage(reasonOf(error)));
    } finally {
      setRoleSaving(null);
    }
  };

  const save = async (values: UserFormValues) => {
    if (!editing) return;
    setSaving(true);
    try {
      if (editing.mode === 'edit') {
        const saved = await api.boost.updateUser(editing.user.id, {
          name: values.name,
          email: values.email,
          boost_role: values.boost_role,
          business_unit_id: values.business_unit_id,
          department: values.department,
        });
        replace(saved);
        toast.success('User updated successfully');
        announceIfSelf(viewer, editing.user);
      } else {
        // BOOST admin sends the lower-case role (spec); system administration sends boost_role.
        const created = await api.admin.createUser({
          name: values.name,
          email: values.email,
          role: boostRoleToRole[values.boost_role],
          department: values.department,
          business_unit_id: values.business_unit_id,
        });
        users.setData((list) => [...(list ?? []), created]);
        toast.long('User created', `Personal code for ${created.email}: ${created.personal_code}`, {
          tone: 'success',
        });
      }
      setEditing(null);
    } catch (error) {
      const reason = reasonOf(error);
      toast.error(
        editing.mode === 'edit'
          ? messages.updateUserFailedWithMessage(reason)
          : messages.createUserFailed(reason),
      );
    } finally {
      setSaving(false);
    }
  };

  const remove = async (user: User) => {
    try {
      await api.boost.deleteUser(user.id);
      toast.success(messages.userDeleted);
      users.setData((list) => list?.filter((u) => u.id !== user.id));
    } catch (error) {
      toast.error(messages.deleteUserFailed, reasonOf(error));
    }
  };

  if (users.error && !users.data) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<ShieldAlert size={24} />}
        title={isForbidden(users.error) ? messages.fetchUsersFailed : 'Users could not be loaded'}
        description={reasonOf(users.error)}
        action={<Button onPress={() => void users.reload()}>Try again</Button>}
      />
    );
  }

  const list = users.data ?? [];
  const loading = users.isLoading && !users.data;
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <div>
          <Heading level={2} size="lg">
            Users
          </Heading>
          {/* The spec's debug line with the user count. */}
          <Text size="xs" tone="secondary" mono data-testid="users-debug" aria-live="polite">
            {loading ? 'Debug: loading users...' : `Debug: ${list.length} users loaded from /api/boost/users`}
          </Text>
        </div>
        {canAdd ? (
          <Button variant="primary" onPress={() => setEditing({ mode: 'create' })}>
            <UserPlus size={16} aria-hidden="true" />
            Add User
          </Button>
        ) : null}
      </div>
      <Table aria-label="BOOST users">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Email</Column>
          <Column>BOOST Role</Column>
          <Column>Business Unit</Column>
          <Column>BOOST Department</Column>
          <Column>Actions</Column>
        </TableHeader>
        <TableBody
          items={loading ? [] : list}
          renderEmptyState={() =>
            loading ? (
              <div className={styles.tableStatus}>
                <Spinner label="Loading users" />
              </div>
            ) : (
              <EmptyState headingLevel={3} title="No users" description="Nobody has an account yet." />
            )
          }
        >
          {(user) => (
            <Row id={user.id}>
              <Cell>
                <span className={styles.nowrap}>{user.name}</span>
              </Cell>
              <Cell>
                <span className={styles.email}>{user.email}</span>
              </Cell>
              <Cell>
                {canManage ? (
                  <Select
                    aria-label={`BOOST role of ${user.name}`}
                    className={styles.inlineSelect}
                    selectedKey={user.boost_role ?? null}
                    isDisabled={roleSaving === user.id}
                    onSelectionChange={(key) => key !== null && void changeRole(user, key as BoostRole)}
                    items={boostRoleValues.map((value) => ({ id: value, label: value }))}
                  >
                    {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                  </Select>
                ) : (
                  (user.boost_role ?? labels.none)
                )}
              </Cell>
              <Cell>{user.business_unit_name ?? labels.none}</Cell>
              <Cell>{user.department ?? labels.none}</Cell>
              <Cell>
                {canManage ? (
                  <span className={styles.rowActions}>
                    <Button size="sm" variant="ghost" onPress={() => setEditing({ mode: 'edit', user })}>
                      <Pencil size={16} aria-hidden="true" />
                      Edit<VisuallyHidden> {user.name}</VisuallyHidden>
                    </Button>
                    {/* Delete is rare and destructive: in the row's menu, not a red button on every row;
                        disabled on the signed-in person's own row (the server refuses it too). */}
                    <ActionMenu
                      aria-label={`More actions for ${user.name}`}
                      onAction={(key) => key === 'delete' && setDeleting(user)}
                    >
                      <MenuItem
                        id="delete"
                        icon={<Trash2 size={16} />}
                        tone="danger"
                        isDisabled={user.id === viewer.id}
                        description={user.id === viewer.id ? messages.cannotDeleteOwnAccount : undefined}
                      >
                        Delete
                      </MenuItem>
                    </ActionMenu>
                  </span>
                ) : (
                  labels.none
                )}
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>

      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        isDismissable
        size="md"
      >
        <Dialog title={editing?.mode === 'edit' ? 'Edit User' : 'Add User'}>
          {({ close }) => (
            <LazyPart in="dialog">
              <UserForm
                user={editing?.mode === 'edit' ? editing.user : null}
                onSubmit={(values) => void save(values)}
                onCancel={close}
                isSubmitting={saving}
              />
            </LazyPart>
          )}
        </Dialog>
      </Modal>

      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete user"
        confirmLabel="Delete"
        variant="destructive"
        onConfirm={() => deleting && void remove(deleting)}
      >
        {messages.confirmDeleteUser}
      </AlertDialog>
    </div>
  );
}
