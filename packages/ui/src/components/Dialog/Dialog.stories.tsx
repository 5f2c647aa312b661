import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Form, FormActions } from '../Form/Form.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger } from './Dialog.tsx';

const onSave = fn();

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Edit ticket title',
    children: <Text elementType="p">Give the ticket a short title that says what is wrong.</Text>,
    footer: ({ close }) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button
          variant="primary"
          onPress={() => {
            onSave();
            close();
          }}
        >
          Save
        </Button>
      </>
    ),
  },
  beforeEach: () => {
    onSave.mockClear();
  },
  parameters: { visual: { target: 'viewport' } },
  render: (args) => (
    <DialogTrigger>
      <Button>Edit title</Button>
      <Modal size="md">
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: open, close with the X (focus returns), open again and leave it open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit title' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit ticket title' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    const shown = await screen.findByRole('dialog');
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** Keyboard: Enter opens, focus moves inside, Escape closes and focus returns to the trigger. */
export const KeyboardOpenAndEscape: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Edit title' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit ticket title' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Focus is trapped: Tab cycles through the dialog's controls only. Save runs its action and closes. */
export const KeyboardFocusTrapAndSave: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const paragraphs = Array.from(
  { length: 30 },
  (_, i) => `Paragraph ${i + 1}. The body scrolls on its own while the title and the buttons stay in view.`,
).map((text) => (
  <Text key={text} elementType="p">
    {text}
  </Text>
));

/** Long content: the body scrolls (and becomes focusable so keyboard users can scroll it). */
export const ScrollingBody: Story = {
  args: { title: 'Terms of use', children: <div style={{ display: 'grid', gap: 12 }}>{paragraphs}</div> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    const body = screen.getByText(/Paragraph 1\./).closest('[tabindex="0"]') as HTMLElement;
    await waitFor(() => expect(body).not.toBeNull());
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeVisible());
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'BOOST-004217: The VPN client disconnects every few minutes on the office guest network since the last update',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title' }));
    const shown = await screen.findByRole('dialog');
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** Without a footer, with a custom close label. */
export const NoFooter: Story = {
  args: { footer: undefined, closeLabel: 'Close help' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title' }));
    const shown = await screen.findByRole('button', { name: 'Close help' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** Footer-only closing: no X in the header. */
export const NoCloseButton: Story = {
  args: { hideCloseButton: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit title' }));
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

const fieldNames = [
  'Subject',
  'Category',
  'Subcategory',
  'Classification',
  'Priority',
  'Business unit',
  'Assignee',
  'Requester',
  'Location',
  'Asset tag',
  'Building',
  'Floor',
  'Phone',
  'Manager',
];

/**
 * The form's actions are visible and within the dialog and the screen. Waited for: right after the
 * story's viewport changes (phone, tablet), the browser's hit test can still miss the dialog for a
 * moment (the point lands on the page's body, with the dialog laid out, visible and not inert; seen in
 * about one run in four), so a single reading then failed although nothing covered the buttons.
 */
async function expectActionsInView() {
  await waitFor(() => {
    const frame = screen.getByRole('dialog', { name: 'New Ticket' }).getBoundingClientRect();
    for (const name of ['Cancel', 'Create Ticket']) {
      const box = screen.getByRole('button', { name }).getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(frame.top);
      expect(box.bottom).toBeLessThanOrEqual(Math.min(frame.bottom, window.innerHeight));
      // Nothing of the form is drawn over them.
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(hit?.closest('button')).toHaveAccessibleName(name);
    }
  });
}

/**
 * A form taller than the screen (the Create Ticket dialog at 1280 x 800): its Cancel and Create Ticket
 * stay at the bottom of the dialog, in view, on opening, scrolled to the end and back, and after a
 * refused submit, as a Dialog's `footer` does (they scrolled out of view). Tab still reaches them
 * after the fields.
 */
export const FormActionsStayInView: Story = {
  args: { footer: undefined, title: 'New Ticket' },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <Modal isOpen size="lg">
      <Dialog {...args}>
        <Form onSubmit={(event) => event.preventDefault()}>
          {fieldNames.map((name) => (
            <TextField key={name} label={name} isRequired />
          ))}
          <FormActions>
            <Button>Cancel</Button>
            <Button type="submit" variant="primary">
              Create Ticket
            </Button>
          </FormActions>
        </Form>
      </Dialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New Ticket' });
    const body = Array.from(dialog.querySelectorAll('div')).find(
      (element) => getComputedStyle(element).overflowY === 'auto',
    ) as HTMLElement;
    await waitFor(() => expect(body.scrollHeight).toBeGreaterThan(body.clientHeight));
    await expectActionsInView();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() => expect(dialog.querySelector('[data-invalid]')).not.toBeNull());
    await expectActionsInView();
    body.scrollTop = body.scrollHeight;
    await expectActionsInView();
    body.scrollTop = 0;
    await expectActionsInView();
  },
};

/** The same on a phone: the actions stay at the bottom of the full-height dialog. */
export const FormActionsStayInViewOnPhone: Story = {
  ...FormActionsStayInView,
  globals: { viewport: { value: 'phone' } },
};

/** And at tablet width (800 px wide). */
export const FormActionsStayInViewOnTablet: Story = {
  ...FormActionsStayInView,
  globals: { viewport: { value: 'tablet' } },
};
