import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import * as fieldStyles from './Field.css.ts';
import { Description, FieldError, Label } from './Field.tsx';

/**
 * The parts every field is built from. Use the finished fields (TextField, Select, ...) in screens;
 * compose these only for a new kind of field, as below with a react-aria TextField.
 */
const meta = {
  title: 'Primitives/Field',
  component: Label,
  args: { children: 'Ticket title' },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Composed: Story = {
  render: (args) => (
    <TextField
      className={fieldStyles.field}
      isRequired
      validationBehavior="aria"
      validate={(v) => (v ? null : 'Enter a title.')}
    >
      <Label {...args} isRequired />
      <Input className={fieldStyles.input} />
      <Description>Shown in the ticket list and in email subjects.</Description>
      <FieldError />
    </TextField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Ticket title' });
    // The required mark is visual only: it is not part of the accessible name.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, 'Printer');
    await expect(input).toHaveAccessibleDescription('Shown in the ticket list and in email subjects.');
    await expect(canvas.queryByText('Enter a title.')).toBeNull();
    await userEvent.clear(input);
    await expect(await canvas.findByText('Enter a title.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/Enter a title\./);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <TextField className={fieldStyles.field} isInvalid defaultValue="x">
      <Label {...args} />
      <Input className={fieldStyles.input} />
      <FieldError>Use at least 5 characters.</FieldError>
    </TextField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ticket title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <TextField className={fieldStyles.field} isDisabled defaultValue="Printer on floor 3 jams">
      <Label {...args} />
      <Input className={fieldStyles.input} />
      <Description>Titles are locked once a ticket is closed.</Description>
    </TextField>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <TextField className={fieldStyles.field} isInvalid>
      <Label {...args}>
        A label long enough to wrap onto a second and even a third line in a narrow column
      </Label>
      <Input className={fieldStyles.input} />
      <Description>
        A description that also wraps, because it explains in some detail what belongs in the field above.
      </Description>
      <FieldError>
        An error message that is long as well, to check that the icon stays beside the first line of text.
      </FieldError>
    </TextField>
  ),
};
