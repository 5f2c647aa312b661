import {
  defaultPermissionMap,
  type Permission,
  type PermissionMap,
  permissionValues,
  type Role,
} from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, type within } from 'storybook/test';
import { PermissionMatrix, type PermissionMatrixProps } from './PermissionMatrix.tsx';

/** Holds the map in state so that the stories behave like the dialog. */
function Stateful(props: PermissionMatrixProps) {
  const [value, setValue] = useState<PermissionMap | null | undefined>(props.value);
  return (
    <PermissionMatrix
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Administration/PermissionMatrix',
  component: PermissionMatrix,
  args: { value: defaultPermissionMap('agent'), role: 'agent', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PermissionMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('checkbox', { name });
const countGranted = (map: Record<Permission, boolean>) => permissionValues.filter((p) => map[p]).length;

/** The five groups from the catalogue; an agent's defaults are ticked. Toggling calls back with the full map. */
export const AgentDefaults: Story = {
  play: async ({ args, canvas }) => {
    for (const name of ['Dashboard', 'James', 'BOOST Support', 'Knowledge Base', 'Administration']) {
      await expect(canvas.getByRole('group', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(permissionValues.length);
    await expect(box(canvas, 'View dashboard')).toBeChecked();
    await expect(box(canvas, 'Manage users')).not.toBeChecked();
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('8 of 23 granted');
    await userEvent.click(box(canvas, 'Export reports'));
    await expect(box(canvas, 'Export reports')).toBeChecked();
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Record<Permission, boolean>;
    await expect(last.export_reports).toBe(true);
    await expect(Object.keys(last)).toHaveLength(permissionValues.length);
  },
};

/** Global and per-group Select All / Deselect All, then 'Reset to role defaults'. */
export const SelectAllAndReset: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Select All' }));
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('23 of 23 granted');
    await userEvent.click(canvas.getByRole('button', { name: 'Deselect All Administration' }));
    await expect(box(canvas, 'Manage users')).not.toBeChecked();
    await expect(box(canvas, 'Delete tickets')).toBeChecked();
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('18 of 23 granted');
    await userEvent.click(canvas.getByRole('button', { name: 'Deselect All' }));
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('0 of 23 granted');
    await userEvent.click(canvas.getByRole('button', { name: 'Select All James' }));
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('3 of 23 granted');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to role defaults' }));
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as Record<Permission, boolean>;
    await expect(last).toEqual(defaultPermissionMap('agent'));
    await expect(countGranted(last)).toBe(8);
  },
};

/**
 * Keyboard: one tab stop; arrows move (Right within a group, Down to the next group at the same
 * position, clamped), Home/End, Ctrl+End; Space toggles.
 */
export const KeyboardGrid: Story = {
  args: { role: undefined },
  play: async ({ canvas }) => {
    await userEvent.tab(); // Select All
    await userEvent.tab(); // Deselect All
    await userEvent.tab(); // Select All Dashboard
    await userEvent.tab(); // Deselect All Dashboard
    await userEvent.tab();
    await expect(box(canvas, 'View dashboard')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box(canvas, 'View statistics')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(box(canvas, 'View chat history')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(box(canvas, 'View own tickets')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(box(canvas, 'Delete tickets')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // Knowledge Base has 5: clamped to its last.
    await expect(box(canvas, 'Admin documents')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(box(canvas, 'View documents')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(box(canvas, 'Create tickets')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box(canvas, 'Create tickets')).not.toBeChecked();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(box(canvas, 'View audit logs')).toHaveFocus();
    // Only one checkbox is in the tab order: Tab leaves the matrix.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Deselect All Administration' })).toHaveFocus();
    await userEvent.tab();
    await expect(box(canvas, 'View audit logs')).toHaveFocus();
  },
};

export const Admin: Story = {
  args: { value: defaultPermissionMap('admin'), role: 'admin' as Role },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('23 of 23 granted');
  },
};

/** A user whose map was never saved: nothing ticked; an unknown role resets to nothing. */
export const EmptyMap: Story = {
  args: { value: undefined, role: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('0 of 23 granted');
    await userEvent.click(canvas.getByRole('button', { name: 'Select All Dashboard' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to role defaults' }));
    await expect(canvas.getByTestId('granted-count')).toHaveTextContent('0 of 23 granted');
  },
};

/** While saving, every control is disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, value: defaultPermissionMap('manager'), role: 'manager' },
  play: async ({ canvas }) => {
    await expect(box(canvas, 'View dashboard')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Select All' })).toBeDisabled();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  args: { value: defaultPermissionMap('manager'), role: 'manager' },
};
