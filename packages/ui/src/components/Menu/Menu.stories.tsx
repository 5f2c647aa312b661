import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ActionMenu, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu.tsx';

const onAction = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  parameters: { visual: { target: 'viewport' } },
  beforeEach: () => {
    onAction.mockClear();
  },
  render: () => (
    <MenuTrigger>
      <Button aria-label="Ticket actions">
        <MoreHorizontal size={18} aria-hidden="true" />
      </Button>
      <Menu onAction={onAction}>
        <MenuItem id="edit" icon={<Pencil size={16} />}>
          Edit
        </MenuItem>
        <MenuItem id="duplicate" icon={<Copy size={16} />}>
          Duplicate
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Trash2 size={16} />} tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: open, choose an item (the menu closes), open again and leave it open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ticket actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await expect(onAction.mock.calls[0]?.[0]).toBe('duplicate');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};

/** Keyboard: Enter opens with focus on the first item, arrows move, Enter acts, focus returns. */
export const Keyboard: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Ticket actions' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction.mock.calls[0]?.[0]).toBe('delete');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without acting; type-ahead jumps to an item. */
export const KeyboardEscapeAndTypeahead: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('d');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ticket actions' })).toHaveFocus());
  },
};

export const SectionsAndDescriptions: Story = {
  render: () => (
    <MenuTrigger>
      <Button>Assign</Button>
      <Menu onAction={onAction}>
        <MenuSection title="People">
          <MenuItem id="me" description="Alex Example">
            Assign to me
          </MenuItem>
          <MenuItem id="someone">Choose a person…</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Groups">
          <MenuItem id="desk">Service desk</MenuItem>
          <MenuItem id="network" isDisabled>
            Network team (no access)
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    const menu = await screen.findByRole('menu');
    await expect(screen.getAllByRole('group')).toHaveLength(2);
    await expect(screen.getByRole('menuitem', { name: /Network team/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(menu).toHaveTextContent('Alex Example');
  },
};

function SelectableMenu() {
  const [selected, setSelected] = useState<Set<string | number> | 'all'>(new Set(['newest']));
  return (
    <MenuTrigger>
      <Button>Sort</Button>
      <Menu selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected}>
        <MenuItem id="newest">Newest first</MenuItem>
        <MenuItem id="oldest">Oldest first</MenuItem>
        <MenuItem id="priority">Priority</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** A menu of options: the chosen one is checked (`menuitemradio`). */
export const SingleSelection: Story = {
  render: () => <SelectableMenu />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitemradio', { name: 'Newest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Priority' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitemradio', { name: 'Priority' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

const manyItems = Array.from({ length: 40 }, (_, i) => ({ id: `queue-${i + 1}`, name: `Queue ${i + 1}` }));

/** Many items: the menu scrolls within the viewport. */
export const ManyItems: Story = {
  render: () => (
    <MenuTrigger>
      <Button>Move to queue</Button>
      <Menu items={manyItems} onAction={onAction}>
        {(item) => <MenuItem id={item.id}>{item.name}</MenuItem>}
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move to queue' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    await expect(menu.scrollHeight).toBeGreaterThan(menu.clientHeight);
  },
};

export const LongText: Story = {
  render: () => (
    <MenuTrigger>
      <Button>Templates</Button>
      <Menu onAction={onAction}>
        <MenuItem
          id="a"
          description="Use when the employee cannot sign in because the account is locked after failed attempts"
        >
          Account locked after too many failed sign-in attempts
        </MenuItem>
        <MenuItem id="b">Short</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Templates' }));
    await screen.findByRole('menu');
  },
};

export const DisabledTrigger: Story = {
  parameters: { visual: { target: 'canvas' } },
  render: () => (
    <MenuTrigger>
      <Button isDisabled>Actions</Button>
      <Menu>
        <MenuItem>Edit</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/**
 * ActionMenu: a row's overflow of less frequent and destructive actions behind a quiet '...' button.
 * An action the person may not take is disabled and says why.
 */
export const ActionMenuOfARow: Story = {
  render: () => (
    <ActionMenu aria-label="More actions for Alex Morgan" onAction={onAction}>
      <MenuItem id="code" icon={<Copy size={16} />}>
        New code
      </MenuItem>
      <MenuItem
        id="delete"
        icon={<Trash2 size={16} />}
        tone="danger"
        isDisabled
        description="Your own account"
      >
        Delete
      </MenuItem>
    </ActionMenu>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions for Alex Morgan' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'More actions for Alex Morgan' });
    await waitFor(() => expect(menu).toBeVisible());
    const remove = screen.getByRole('menuitem', { name: /^Delete/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveTextContent('Your own account');
    await userEvent.click(remove);
    await expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('menuitem', { name: 'New code' }));
    await expect(onAction.mock.calls[0]?.[0]).toBe('code');
    // Left open for the screenshot.
    await userEvent.click(trigger);
    await screen.findByRole('menu');
  },
};
