import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { ToastRegion } from './Toast.tsx';
import { toast, toastQueue } from './toaster.ts';

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  parameters: { visual: { target: 'viewport' } },
  beforeEach: () => {
    toastQueue.clear();
    return () => toastQueue.clear();
  },
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          variant="primary"
          onPress={() => toast.success('Ticket created', 'BOOST-004217 was sent to the service desk.')}
        >
          Create ticket
        </Button>
        <Button onPress={() => toast.error('Could not save', 'Check your connection and try again.')}>
          Fail
        </Button>
        <Button onPress={() => toast.info('New reply on BOOST-004217')}>Inform</Button>
        <Button
          onPress={() =>
            toast.long('Your new personal code', 'Write it down: 482 913. It is shown only once.')
          }
        >
          New personal code
        </Button>
      </div>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Timers pause so that the screenshot sees the toasts; durations are tested in Toast.test.ts. */
const freeze = () => toastQueue.pauseAll();

/** Pointer: a success toast appears in the region; its close button removes it. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    const region = await screen.findByRole('region', { name: /notification/i });
    const alert = await within(region).findByRole('alertdialog', { name: /Ticket created/ });
    await expect(alert).toHaveTextContent('BOOST-004217 was sent to the service desk.');
    await expect(toastQueue.visibleToasts[0]?.timeout).toBe(3000);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await screen.findByRole('alertdialog');
    freeze();
  },
};

/** Keyboard: Enter raises a toast, F6 jumps into the region, Tab reaches Dismiss, Enter closes. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create ticket' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alertdialog');
    freeze();
    const region = screen.getByRole('region', { name: /notification/i });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    const dismiss = within(alert).getByRole('button', { name: 'Dismiss' });
    for (let i = 0; i < 3 && document.activeElement !== dismiss; i += 1) await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    freeze();
  },
};

/** Every tone, newest on top; the long one stays 10 s. */
export const Tones: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Inform' }));
    await userEvent.click(canvas.getByRole('button', { name: 'New personal code' }));
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(4));
    freeze();
    await expect(toastQueue.visibleToasts.map((t) => t.timeout)).toEqual([10000, 5000, 5000, 3000]);
  },
};

export const ErrorTone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await screen.findByRole('alertdialog', { name: /Could not save/ })).toBeInTheDocument();
    freeze();
  },
};

export const LongText: Story = {
  play: async () => {
    toast.info(
      'A very long toast title that explains in detail what happened to the ticket you were editing',
      'And a description that is long too, with an unbreakable reference like BOOST-004217-attachment-screenshot-of-the-error.png.',
    );
    await screen.findByRole('alertdialog');
    freeze();
  },
};

/**
 * While a modal is open the toasts are where they always are, at the top centre: clear of the
 * dialog's actions (at the bottom right they covered its primary button, and a toast under the
 * pointer holds its timer).
 */
export const WhileModalOpen: Story = {
  render: (args) => (
    <>
      <Modal isOpen size="lg">
        <Dialog title="New Ticket">
          <p>The form would be here.</p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button>Cancel</Button>
            <Button
              variant="primary"
              onPress={() => toast.error('Validation Error', 'Please fill in all required fields')}
            >
              Create Ticket
            </Button>
          </div>
        </Dialog>
      </Modal>
      <ToastRegion {...args} />
    </>
  ),
  play: async () => {
    const toastBox = await validationToastClearOfActions();
    await expect(Math.abs(toastBox.left + toastBox.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

/** Presses 'Create Ticket' in the modal, checks the toast is clear of the actions, answers its box. */
async function validationToastClearOfActions() {
  const create = await screen.findByRole('button', { name: 'Create Ticket' });
  await userEvent.click(create);
  const alert = await screen.findByRole('alertdialog', { name: /Validation Error/ });
  freeze();
  const toastBox = alert.getBoundingClientRect();
  const buttonBox = create.getBoundingClientRect();
  await expect(toastBox.bottom <= buttonBox.top || toastBox.top >= buttonBox.bottom).toBe(true);
  return toastBox;
}

/**
 * On a phone (414 px) the toast spans the top of the screen: it stops short of the dialog's close
 * button, which it covered before, as well as clear of the actions.
 */
export const WhileModalOpenOnPhone: Story = {
  ...WhileModalOpen,
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    await expect(window.innerWidth).toBe(414);
    const toastBox = await validationToastClearOfActions();
    const closeBox = screen.getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(toastBox.right).toBeLessThanOrEqual(closeBox.left);
  },
};

const navigate = fn();

/**
 * A toast with a link to what it is about ('Ticket Created' names the ticket and opens it): the link
 * routes through the app's RouterProvider and closes the toast; such a toast stays 10 s so there is
 * time to reach it (F6, then Tab).
 */
export const WithLink: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <ToastRegion {...args} />
    </RouterProvider>
  ),
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async () => {
    const link = { label: 'Open ticket', href: '/boost/tickets/tkt-1041' };
    toast.success('Ticket Created', 'BST-1041: Printer on floor 2 is jammed', { link });
    const alert = await screen.findByRole('alertdialog', { name: /Ticket Created/ });
    await expect(toastQueue.visibleToasts[0]?.timeout).toBe(10000);
    await userEvent.click(within(alert).getByRole('link', { name: 'Open ticket' }));
    await expect(navigate).toHaveBeenCalledWith('/boost/tickets/tkt-1041', undefined);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    toast.success('Ticket Created', 'BST-1041: Printer on floor 2 is jammed', { link });
    await screen.findByRole('alertdialog');
    freeze();
  },
};

/**
 * A screen with its main control docked at the bottom right, as the chat's Send button is: a toast
 * never covers it (toasts sat at the bottom right and did), at the three widths.
 */
export const ClearOfBottomControls: Story = {
  render: (args) => (
    <>
      <div
        style={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          display: 'flex',
          gap: 8,
          padding: 16,
          borderTop: '1px solid',
        }}
      >
        <textarea aria-label="Question" rows={2} style={{ flex: 1 }} />
        <Button variant="primary">Send</Button>
      </div>
      <ToastRegion {...args} />
    </>
  ),
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    toast.error('Failed to send message. Please try again.');
    toast.success('Conversation deleted', 'How do I reset my password?');
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(2));
    freeze();
    const send = screen.getByRole('button', { name: 'Send' }).getBoundingClientRect();
    for (const alert of screen.getAllByRole('alertdialog')) {
      const box = alert.getBoundingClientRect();
      const apart =
        box.bottom <= send.top || box.top >= send.bottom || box.right <= send.left || box.left >= send.right;
      await expect(apart).toBe(true);
    }
  },
};

export const ClearOfBottomControlsOnTablet: Story = {
  ...ClearOfBottomControls,
  globals: { viewport: { value: 'tablet' } },
};

export const ClearOfBottomControlsOnPhone: Story = {
  ...ClearOfBottomControls,
  globals: { viewport: { value: 'phone' } },
};
