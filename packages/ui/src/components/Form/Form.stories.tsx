import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form, FormActions } from './Form.tsx';

const meta = {
  title: 'Primitives/Form',
  component: Form,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

const takenEmail = 'ada@example.com';

/** Pretends to be the server: it rejects one address, as the API would with a field error. */
function InviteForm({ onSubmit }: { onSubmit?: (data: Record<string, FormDataEntryValue>) => void }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    if (data.email === takenEmail) {
      setServerErrors({ email: 'A user with this email already exists.' });
      return;
    }
    setServerErrors({});
    onSubmit?.(data);
  };
  return (
    <Form validationErrors={serverErrors} onSubmit={submit}>
      <TextField name="name" label="Full name" isRequired errorMessage="Enter the person's name." />
      <TextField
        name="email"
        type="email"
        label="Email"
        isRequired
        description="The invitation is sent to this address."
      />
      <TextField
        name="employeeId"
        label="Employee ID"
        validate={(value) => (value && !/^E\d{5}$/.test(value) ? 'Use the format E12345.' : null)}
      />
      <FormActions>
        <Button type="reset">Reset</Button>
        <Button type="submit" variant="primary">
          Send invitation
        </Button>
      </FormActions>
    </Form>
  );
}

/** Client validation: submitting empty required fields shows each message and focuses the first. */
export const ClientValidation: Story = {
  render: (args) => <InviteForm onSubmit={args.onSubmit as never} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByText("Enter the person's name.")).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A custom `validate` rule, too.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Employee ID' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByText('Use the format E12345.')).toBeVisible();
  },
};

/** Server validation: the API's field error shows under the field and clears when it changes. */
export const ServerValidation: Story = {
  render: (args) => <InviteForm onSubmit={args.onSubmit as never} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, takenEmail);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('A user with this email already exists.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Editing the field and leaving it clears the server's message.
    await userEvent.tripleClick(email);
    await userEvent.keyboard('grace@example.com');
    await userEvent.tab();
    await expect(canvas.queryByText('A user with this email already exists.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'grace@example.com',
      employeeId: '',
    });
  },
};

/** The whole form by keyboard: Tab through, Enter in a text field submits. */
export const Keyboard: Story = {
  render: (args) => <InviteForm onSubmit={args.onSubmit as never} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.keyboard('Grace Hopper');
    await userEvent.tab();
    await userEvent.keyboard('not-an-email{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('grace@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A longer form with every kind of field, for layout review. */
export const AllFields: Story = {
  render: (args) => (
    <Form
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit?.(event);
      }}
    >
      <TextField name="title" label="Title" isRequired defaultValue="Printer on floor 3 jams" />
      <Select name="priority" label="Priority" defaultValue="high">
        <SelectItem id="low">Low</SelectItem>
        <SelectItem id="high">High</SelectItem>
      </Select>
      <TextArea name="details" label="Details" description="What happened, and what did you expect?" />
      <Checkbox name="notify" value="yes" defaultSelected>
        Email me about updates
      </Checkbox>
      <FormActions>
        <Button type="submit" variant="primary">
          Create ticket
        </Button>
      </FormActions>
    </Form>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create ticket' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
