import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { businessUnits } from '../../fixtures/admin.ts';
import { BusinessUnitForm } from './BusinessUnitForm.tsx';

const meta = {
  title: 'Administration/BusinessUnitForm',
  component: BusinessUnitForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof BusinessUnitForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create: blank name keeps the button disabled; type defaults to Business Support, status to Active. */
export const Create: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Create Business Unit' });
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Business Support');
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Active');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), '   ');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Latin America');
    await userEvent.type(canvas.getByRole('textbox', { name: /Code/ }), ' LATAM ');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Latin America',
      code: 'LATAM',
      type: 'Business Support',
      status: 'Active',
      description: null,
    });
  },
};

/** Keyboard: Enter in a blank name submits nothing; once named, Enter submits. */
export const KeyboardSubmit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: /Name/ }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('Pacific Islands{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pacific Islands' }));
  },
};

/** Edit: fields start from the unit; the type is changed with the keyboard. */
export const Edit: Story = {
  args: { unit: businessUnits[0] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Africa Division');
    const type = canvas.getByRole('button', { name: /Type/ });
    await expect(type).toHaveTextContent('Geography');
    type.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Technical' }));
    await expect(type).toHaveTextContent('Technical');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Business Unit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Africa Division', type: 'Technical', status: 'Active' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The status list open (an overlay: the screenshot takes the viewport). */
export const StatusOpen: Story = {
  args: { unit: businessUnits[3] },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
  },
};

export const Submitting: Story = {
  args: { unit: businessUnits[1], isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeVisible();
  },
};
