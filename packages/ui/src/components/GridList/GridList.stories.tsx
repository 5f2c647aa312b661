import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { GridList, GridListItem } from './GridList.tsx';

const onRemove = fn();

const files = [
  { id: 'screenshot', name: 'screenshot.png', size: '120 KB' },
  { id: 'log', name: 'vpn-client.log', size: '2.4 MB' },
  { id: 'report', name: 'report.pdf', size: '880 KB' },
];

const meta = {
  title: 'Primitives/GridList',
  component: GridList,
  args: { 'aria-label': 'Attachments' },
  beforeEach: () => {
    onRemove.mockClear();
  },
  render: (args) => (
    <div style={{ width: 400 }}>
      <GridList {...args} items={files}>
        {(file) => (
          <GridListItem id={file.id} textValue={file.name}>
            <FileText size={18} aria-hidden="true" />
            <span style={{ flex: 1 }}>
              <Text>{file.name}</Text> <Text size="sm" tone="secondary">{`(${file.size})`}</Text>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${file.name}`}
              onPress={() => onRemove(file.id)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </Button>
          </GridListItem>
        )}
      </GridList>
    </div>
  ),
} satisfies Meta<typeof GridList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows hold their own actions: pressing a row's button acts on that row. */
export const WithRowActions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove vpn-client.log' }));
    await expect(onRemove).toHaveBeenCalledWith('log');
  },
};

/** Keyboard: arrows move between rows, Right moves into the row's button, Enter presses it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Remove vpn-client.log' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRemove).toHaveBeenCalledWith('log');
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['report'] },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /screenshot.png/ });
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: /vpn-client.log/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('row', { name: /report.pdf/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['log'], selectionMode: 'single' },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /vpn-client.log/ });
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(row);
    await expect(row).not.toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  render: (args) => (
    <div style={{ width: 400 }}>
      <GridList {...args} items={[]} renderEmptyState={() => 'No attachments yet'}>
        {(item: { id: string }) => <GridListItem id={item.id}>{item.id}</GridListItem>}
      </GridList>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveTextContent('No attachments yet');
  },
};

const many = Array.from({ length: 30 }, (_, i) => ({ id: `n-${i + 1}`, text: `Notification ${i + 1}` }));

export const ManyItems: Story = {
  render: (args) => (
    <div style={{ width: 400, maxHeight: 300, display: 'flex' }}>
      <GridList {...args} aria-label="Notifications" items={many}>
        {(item) => <GridListItem id={item.id}>{item.text}</GridListItem>}
      </GridList>
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollHeight).toBeGreaterThan(grid.clientHeight);
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <GridList {...args}>
        <GridListItem id="a">
          A very long file name like quarterly-service-desk-report-with-all-the-tickets-2026.xlsx wraps
        </GridListItem>
      </GridList>
    </div>
  ),
};
