import {
  grantedPermissions,
  labels,
  messages,
  PERSONAL_CODE_PLACEHOLDER,
  permissionValues,
  roleLabels,
  type User,
} from '@portal/contract';
import { KeyRound, Pencil, ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { ActionMenu, MenuItem } from '../../components/Menu/Menu.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { RoleBadge } from '../RoleBadge/RoleBadge.tsx';
import * as styles from './UserTable.css.ts';

export interface UserTableProps {
  /** The users (all of them: the admin list is not paginated). */
  users: readonly User[];
  /** Show a spinner instead of rows. @default false */
  isLoading?: boolean;
  /** Opens the permissions dialog ('Manage'). */
  onManage: (user: User) => void;
  /** Opens the edit dialog. */
  onEdit: (user: User) => void;
  /** Asks to delete (the screen confirms first). */
  onDelete: (user: User) => void;
  /**
   * Whether the viewer is the designated user administrator: only then the 'Add User' button and the
   * per-row 'New code' (regenerate personal code) action show. @default false
   */
  isUserAdministrator?: boolean;
  /** 'Add User' (designated administrator only). */
  onAddUser?: () => void;
  /** 'New code' per row (designated administrator only; the screen confirms first). */
  onRegenerateCode?: (user: User) => void;
  /**
   * The signed-in person's id: their own row offers no Delete (the server refuses it too: nobody
   * deletes the account they are using).
   */
  viewerId?: string;
  /** Accessible name of the table. @default 'Users and permissions' */
  'aria-label'?: string;
}

/**
 * The Users & Permissions table: Name, Email, Role / BOOST role, Department, Business Unit, Personal
 * Code ('------' when the server returns none, which is always except right after creation),
 * Permissions (granted count) and Actions by callback: Manage and Edit as quiet buttons, and the
 * rarer and destructive ones (New code, Delete) in the row's '...' menu, so the table is not a
 * column of red buttons. Names and addresses stay on one line (the box scrolls sideways when it
 * must).
 */
export function UserTable({
  users,
  isLoading = false,
  onManage,
  onEdit,
  onDelete,
  isUserAdministrator = false,
  onAddUser,
  onRegenerateCode,
  viewerId,
  'aria-label': ariaLabel = 'Users and permissions',
}: UserTableProps) {
  return (
    <div className={styles.root} aria-busy={isLoading || undefined}>
      <div className={styles.toolbar}>
        <Text size="sm" tone="secondary" aria-live="polite">
          {isLoading ? 'Loading users...' : `${users.length} ${users.length === 1 ? 'user' : 'users'}`}
        </Text>
        {isUserAdministrator && onAddUser ? (
          <Button variant="primary" size="sm" onPress={onAddUser}>
            <UserPlus size={16} aria-hidden="true" />
            Add User
          </Button>
        ) : null}
      </div>
      <Table aria-label={ariaLabel}>
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Email</Column>
          <Column>Role</Column>
          <Column>Department</Column>
          <Column>Business Unit</Column>
          <Column>Personal Code</Column>
          <Column>Permissions</Column>
          <Column>Actions</Column>
        </TableHeader>
        <TableBody
          items={isLoading ? [] : users}
          renderEmptyState={() =>
            isLoading ? (
              <div className={styles.status}>
                <Spinner label="Loading users" />
              </div>
            ) : (
              <EmptyState
                headingLevel={3}
                title="No users"
                description="Users appear here once they sign in or are added."
              />
            )
          }
        >
          {(user) => {
            const permissionCount = user.permissions ? grantedPermissions(user.permissions).length : null;
            const boostDiffers = user.boost_role && user.boost_role !== roleLabels[user.role];
            return (
              <Row id={user.id}>
                <Cell>
                  <span className={styles.nameCell}>{user.name}</span>
                </Cell>
                <Cell>
                  <span className={styles.email}>{user.email}</span>
                </Cell>
                <Cell>
                  <span className={styles.roles}>
                    <RoleBadge role={user.role} size="sm" />
                    {boostDiffers ? (
                      <Text size="xs" tone="secondary">
                        BOOST: {user.boost_role}
                      </Text>
                    ) : null}
                  </span>
                </Cell>
                <Cell>{user.department ?? labels.none}</Cell>
                <Cell>{user.business_unit_name ?? labels.none}</Cell>
                <Cell>
                  {user.personal_code ? (
                    <span className={styles.code}>{user.personal_code}</span>
                  ) : (
                    <>
                      <span className={styles.code} aria-hidden="true" data-testid="code-placeholder">
                        {PERSONAL_CODE_PLACEHOLDER}
                      </span>
                      <VisuallyHidden>No personal code shown</VisuallyHidden>
                    </>
                  )}
                </Cell>
                <Cell>
                  {permissionCount === null
                    ? labels.notSet
                    : `${permissionCount} of ${permissionValues.length}`}
                </Cell>
                <Cell>
                  <span className={styles.actions}>
                    <Button size="sm" variant="ghost" onPress={() => onManage(user)}>
                      <ShieldCheck size={16} aria-hidden="true" />
                      Manage<VisuallyHidden> permissions of {user.name}</VisuallyHidden>
                    </Button>
                    <Button size="sm" variant="ghost" onPress={() => onEdit(user)}>
                      <Pencil size={16} aria-hidden="true" />
                      Edit<VisuallyHidden> {user.name}</VisuallyHidden>
                    </Button>
                    <ActionMenu
                      aria-label={`More actions for ${user.name}`}
                      onAction={(key) => {
                        if (key === 'code') onRegenerateCode?.(user);
                        if (key === 'delete') onDelete(user);
                      }}
                    >
                      {isUserAdministrator && onRegenerateCode ? (
                        <MenuItem id="code" icon={<KeyRound size={16} />}>
                          New code
                        </MenuItem>
                      ) : null}
                      <MenuItem
                        id="delete"
                        icon={<Trash2 size={16} />}
                        tone="danger"
                        isDisabled={user.id === viewerId}
                        description={user.id === viewerId ? messages.cannotDeleteOwnAccount : undefined}
                      >
                        Delete
                      </MenuItem>
                    </ActionMenu>
                  </span>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
