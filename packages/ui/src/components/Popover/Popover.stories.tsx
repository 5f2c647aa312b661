import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleHelp } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { Text } from '../Text/Text.tsx';
import { Popover, PopoverDialog } from './Popover.tsx';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: { placement: 'bottom start', showArrow: false },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom', 'top', 'start', 'end'] },
  },
  parameters: { visual: { target: 'viewport' } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="ghost">
        <CircleHelp size={16} aria-hidden="true" />
        What is a personal code?
      </Button>
      <Popover {...args}>
        <PopoverDialog title="Personal code">
          <Text elementType="p" size="sm">
            A six-digit code the service desk asks for on the phone to confirm who you are.
          </Text>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: opens below its trigger and stays open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'What is a personal code?' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Personal code' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const below = dialog.getBoundingClientRect().top >= trigger.getBoundingClientRect().bottom;
    await expect(below).toBe(true);
  },
};

export const WithArrow: Story = {
  args: { showArrow: true, placement: 'bottom' },
  play: Default.play,
};

/** Keyboard: Enter opens, focus moves in, Escape closes and focus returns. */
export const Keyboard: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'What is a personal code?' });
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click outside closes it. */
export const ClickOutside: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What is a personal code?' }));
    await screen.findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongText: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Details</Button>
      <Popover {...args}>
        <PopoverDialog aria-label="Details">
          <Text elementType="p" size="sm">
            The knowledge base is searched first; when no article answers the question, the assistant suggests
            creating a ticket with the conversation attached, so that the service desk sees what was already
            tried. Long words like Datenschutzgrundverordnungskonformitätsbescheinigung wrap too.
          </Text>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details' }));
    const shown = await screen.findByRole('dialog', { name: 'Details' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};
