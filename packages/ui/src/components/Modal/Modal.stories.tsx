import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger } from '../Dialog/Dialog.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './Modal.css.ts';
import { Modal, modalSizes } from './Modal.tsx';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  args: { size: 'md', isDismissable: true },
  parameters: { visual: { target: 'viewport' } },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Modal {...args}>
        <Dialog
          title={`A ${args.size ?? 'md'} dialog`}
          footer={
            <Button slot="close" variant="primary">
              Done
            </Button>
          }
        >
          <Text elementType="p">The modal sets the width; the dialog inside sets the content.</Text>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
  return screen.findByRole('dialog');
}

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect((dialog.parentElement as HTMLElement).offsetWidth).toBe(400);
  },
};

export const Medium: Story = {
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect((dialog.parentElement as HTMLElement).offsetWidth).toBe(560);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    await expect((dialog.parentElement as HTMLElement).offsetWidth).toBe(800);
  },
};

/** The ticket dialog: up to 1200px, here limited by the 1024px viewport minus its margin. */
export const Wide: Story = {
  args: { size: 'wide' },
  play: async ({ canvas }) => {
    const dialog = await open(canvas);
    const width = (dialog.parentElement as HTMLElement).offsetWidth ?? 0;
    await expect(width).toBeGreaterThan(800);
    await expect(width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Clicking the backdrop closes a dismissable modal and focus returns to the trigger. */
export const DismissByBackdrop: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await open(canvas);
    const backdrop = document.querySelector(`.${styles.overlay}`);
    await expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  },
};

/** Without `isDismissable` only Escape or a button closes it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await open(canvas);
    await userEvent.click(document.querySelector(`.${styles.overlay}`) as Element);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** Controlled from outside, e.g. opened by a route. */
export const Controlled: Story = {
  args: { isOpen: true },
  render: (args) => (
    <Modal {...args}>
      <Dialog title="Opened by the app">
        <Text elementType="p">This modal has no trigger; the app controls `isOpen`.</Text>
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const shown = await screen.findByRole('dialog', { name: 'Opened by the app' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/**
 * By keyboard: Enter on the trigger opens it with focus inside, Tab stays in the dialog, Escape
 * closes it (also when it is not dismissable by the backdrop) and focus returns to the trigger.
 */
export const KeyboardOpenAndEscape: Story = {
  args: { isDismissable: false },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
