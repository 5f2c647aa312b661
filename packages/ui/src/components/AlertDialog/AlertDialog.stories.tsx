import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { AlertDialog, alertDialogVariants } from './AlertDialog.tsx';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  args: {
    title: 'Delete this ticket?',
    children: 'The ticket and its attachments are deleted for everyone. This cannot be undone.',
    confirmLabel: 'Delete',
    variant: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { visual: { target: 'viewport' } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete ticket</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Destructive: Cancel has focus first; confirming with the pointer calls onConfirm and closes. */
export const Destructive: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete ticket' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ticket?' });
    await expect(dialog).toHaveTextContent(/cannot be undone/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Leave it open for the screenshot.
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
  },
};

/** Keyboard: Enter opens; Enter on the focused Cancel cancels; Escape also closes without confirming. */
export const KeyboardCancel: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const trigger = canvas.getByRole('button', { name: 'Delete ticket' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A non-destructive confirmation: primary button, which has focus first. */
export const Default: Story = {
  args: {
    variant: 'default',
    title: 'Close this ticket?',
    children: 'You can reopen it within 14 days.',
    confirmLabel: 'Close ticket',
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ticket' }));
    await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    const confirm = screen.getByRole('button', { name: 'Close ticket' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ticket' }));
    await screen.findByRole('alertdialog');
  },
};

/** The backdrop does not dismiss a confirmation. */
export const BackdropDoesNotDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ticket' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongText: Story = {
  args: {
    title: 'Remove Alexandra Konstantinopoulou-Vandenberghe from the "Service desk, second level" group?',
    children:
      'She loses access to the 128 tickets assigned to the group and stops receiving its notifications. Tickets assigned to her personally stay assigned. You can add her back at any time from the group settings.',
    confirmLabel: 'Remove from group',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete ticket' }));
    const shown = await screen.findByRole('alertdialog');
    await waitFor(() => expect(shown).toBeVisible());
  },
};
