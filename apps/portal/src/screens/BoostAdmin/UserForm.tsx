import {
  type BoostRole,
  boostRoleToRole,
  boostRoleValues,
  businessDepartmentValues,
  type Department,
  defaultPermissionMap,
  messages,
  type Permission,
  type User,
} from '@portal/contract';
import {
  Button,
  Form,
  FormActions,
  PermissionMatrix,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@portal/ui';
import { useState } from 'react';
import { api } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';
import { useResource } from './admin-data.ts';

/** The dialogs' 'none' choice; it is sent as null (spec: 'none' becomes null). */
const NONE = 'none';

export interface UserFormValues {
  name: string;
  email: string;
  boost_role: BoostRole;
  department: Department | null;
  business_unit_id: string | null;
  /** Only when the form shows the permission checkboxes (creating from the permissions screen). */
  permissions?: Record<Permission, boolean>;
  /** Only when the form shows the active switch. */
  is_active?: boolean;
}

export interface UserFormProps {
  /** The user being edited; omit to create one. */
  user?: User | null;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
  isSubmitting?: boolean;
  /** Show the permission checkboxes, reset to the role's defaults whenever the role changes. */
  withPermissions?: boolean;
  /** Show the 'Active account' switch (system administration's edit). */
  withActive?: boolean;
}

/**
 * The Add User / Edit User form of both administration screens: name and e-mail (required: the
 * button stays disabled while either is blank), BOOST role, department and business unit ('None'
 * sends null), and optionally the permissions and the active switch.
 */
export function UserForm({
  user,
  onSubmit,
  onCancel,
  isSubmitting = false,
  withPermissions = false,
  withActive = false,
}: UserFormProps) {
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<BoostRole>(user?.boost_role ?? 'User');
  const [department, setDepartment] = useState<string>(user?.department ?? NONE);
  const [unitId, setUnitId] = useState<string>(user?.business_unit_id ?? NONE);
  const [isActive, setActive] = useState(user?.is_active ?? true);
  const [permissions, setPermissions] = useState(() => defaultPermissionMap(boostRoleToRole[role]));
  // A failed unit list is logged only (spec); the choice then offers 'None' and the current unit.
  const units = useResource(
    () => api.boost.businessUnits(),
    (error) => console.error('Could not load business units', error),
  );
  const blank = name.trim() === '' || email.trim() === '';

  const departmentItems = [
    { id: NONE, label: 'None' },
    ...businessDepartmentValues.map((value) => ({ id: value, label: value })),
    // A department outside the admin list (e.g. LEC) stays selectable for the user who has it.
    ...(user?.department && !(businessDepartmentValues as readonly string[]).includes(user.department)
      ? [{ id: user.department, label: user.department }]
      : []),
  ];
  const unitItems = [
    { id: NONE, label: 'None' },
    ...(units.data ?? []).map((unit) => ({ id: unit.id, label: unit.name })),
    ...(user?.business_unit_id && !units.data?.some((unit) => unit.id === user.business_unit_id)
      ? [{ id: user.business_unit_id, label: user.business_unit_name ?? 'Current unit' }]
      : []),
  ];

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) {
          toast.error(messages.nameAndEmailRequired.title, messages.nameAndEmailRequired.description);
          return;
        }
        onSubmit({
          name: name.trim(),
          email: email.trim(),
          boost_role: role,
          department: department === NONE ? null : (department as Department),
          business_unit_id: unitId === NONE ? null : unitId,
          ...(withPermissions ? { permissions } : {}),
          ...(withActive ? { is_active: isActive } : {}),
        });
      }}
    >
      <TextField label="Name" name="name" isRequired autoFocus value={name} onChange={setName} />
      <TextField label="Email" name="email" type="email" isRequired value={email} onChange={setEmail} />
      <Select
        label="BOOST role"
        name="boost_role"
        selectedKey={role}
        onSelectionChange={(key) => {
          if (key === null) return;
          const next = key as BoostRole;
          setRole(next);
          // Spec: changing the role resets the permission checkboxes to that role's defaults.
          setPermissions(defaultPermissionMap(boostRoleToRole[next]));
        }}
        items={boostRoleValues.map((value) => ({ id: value, label: value }))}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <Select
        label="Department"
        name="department"
        selectedKey={department}
        onSelectionChange={(key) => key !== null && setDepartment(String(key))}
        items={departmentItems}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <Select
        label="Business unit"
        name="business_unit_id"
        selectedKey={unitId}
        onSelectionChange={(key) => key !== null && setUnitId(String(key))}
        items={unitItems}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      {withActive ? (
        <Switch isSelected={isActive} onChange={setActive} name="is_active">
          Active account
        </Switch>
      ) : null}
      {withPermissions ? (
        <PermissionMatrix
          value={permissions}
          onChange={setPermissions}
          role={boostRoleToRole[role]}
          isDisabled={isSubmitting}
        />
      ) : null}
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isDisabled={blank} isPending={isSubmitting}>
          {user ? 'Update User' : 'Create User'}
        </Button>
      </FormActions>
    </Form>
  );
}
