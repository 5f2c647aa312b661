import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ListBox, ListBoxItem, ListBoxSection } from './ListBox.tsx';

const onSelectionChange = fn();

const meta = {
  title: 'Primitives/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Priority', selectionMode: 'single', onSelectionChange },
  beforeEach: () => {
    onSelectionChange.mockClear();
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args}>
        <ListBoxItem id="low">Low</ListBoxItem>
        <ListBoxItem id="normal">Normal</ListBoxItem>
        <ListBoxItem id="high">High</ListBoxItem>
        <ListBoxItem id="critical" isDisabled>
          Critical (admins only)
        </ListBoxItem>
      </ListBox>
    </div>
  ),
} satisfies Meta<typeof ListBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleSelection: Story = {
  play: async ({ canvas }) => {
    const high = canvas.getByRole('option', { name: 'High' });
    await userEvent.click(high);
    await expect(high).toHaveAttribute('aria-selected', 'true');
    await expect(onSelectionChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('option', { name: 'Low' }));
    await expect(high).toHaveAttribute('aria-selected', 'false');
  },
};

/** Keyboard: Tab in, arrows move (skipping disabled options), Space or Enter select, type-ahead jumps. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Low' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: 'Normal' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'High' })).toHaveFocus();
    await userEvent.keyboard('l');
    await expect(canvas.getByRole('option', { name: 'Low' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('option', { name: 'Low' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['low', 'high'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'Normal' }));
    for (const name of ['Low', 'Normal', 'High']) {
      await expect(canvas.getByRole('option', { name })).toHaveAttribute('aria-selected', 'true');
    }
  },
};

export const Disabled: Story = {
  play: async ({ canvas }) => {
    const critical = canvas.getByRole('option', { name: /Critical/ });
    await expect(critical).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(critical);
    await expect(onSelectionChange).not.toHaveBeenCalled();
  },
};

export const SectionsAndDescriptions: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <ListBox {...args} aria-label="Assignee">
        <ListBoxSection title="People">
          <ListBoxItem id="alex" description="Service desk">
            Alex Example
          </ListBoxItem>
          <ListBoxItem id="sam" description="Network team">
            Sam Sample
          </ListBoxItem>
        </ListBoxSection>
        <ListBoxSection title="Groups">
          <ListBoxItem id="desk">Service desk</ListBoxItem>
        </ListBoxSection>
      </ListBox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
  },
};

export const Empty: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args} items={[]} renderEmptyState={() => 'No matching people'}>
        {(item: { id: string }) => <ListBoxItem id={item.id}>{item.id}</ListBoxItem>}
      </ListBox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox')).toHaveTextContent('No matching people');
  },
};

const many = Array.from({ length: 40 }, (_, i) => ({ id: `site-${i + 1}`, name: `Office site ${i + 1}` }));

export const ManyItems: Story = {
  render: (args) => (
    <div style={{ width: 280, maxHeight: 240, display: 'flex' }}>
      <ListBox {...args} aria-label="Site" items={many}>
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </ListBox>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <ListBox {...args}>
        <ListBoxItem id="a">
          A very long option label that wraps onto several lines instead of overflowing the list
        </ListBoxItem>
        <ListBoxItem id="b">Short</ListBoxItem>
      </ListBox>
    </div>
  ),
};
