import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { systemSettings, systemSettingsWithoutAiService } from '../../fixtures/admin.ts';
import { SettingsForm } from './SettingsForm.tsx';

const meta = {
  title: 'Administration/SettingsForm',
  component: SettingsForm,
  args: { value: systemSettings, onSubmit: fn() },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: gpt-5, 24 h, registration off, approval on, audit on; key configured (read-only). */
export const Defaults: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /AI model/ })).toHaveTextContent('GPT-5 (gpt-5)');
    await expect(canvas.getByRole('button', { name: /Response cache/ })).toHaveTextContent(
      '24 (default, recommended)',
    );
    await expect(canvas.getByRole('switch', { name: 'Allow user registration' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Require document approval' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Enable audit logging' })).toBeChecked();
    await expect(canvas.getByTestId('openai-key-status')).toHaveTextContent('Configured');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ai_model: 'gpt-5',
      response_cache_hours: 24,
      allow_user_registration: false,
      require_document_approval: true,
      enable_audit_logging: true,
    });
  },
};

/** Changing the model and cache (pointer) and a switch (keyboard) before saving. */
export const Change: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /AI model/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'GPT-4o Mini (gpt-4o-mini)' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Response cache/ }));
    const options = within(await within(document.body).findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '1',
      '6',
      '24 (default, recommended)',
      '72',
      '168',
    ]);
    await userEvent.click(options[4] as HTMLElement);
    canvas.getByRole('switch', { name: 'Allow user registration' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ai_model: 'gpt-4o-mini',
      response_cache_hours: 168,
      allow_user_registration: true,
      require_document_approval: true,
      enable_audit_logging: true,
    });
  },
};

/** The model list open (overlay: viewport screenshot). */
export const ModelListOpen: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /AI model/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  },
};

/** No AI service on the server: the model choice says the built-in engine answers instead. */
export const WithoutAiService: Story = {
  args: { value: systemSettingsWithoutAiService },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('openai-key-status')).toHaveTextContent('Not configured');
    await expect(canvas.getByRole('button', { name: /AI model/ })).toHaveAccessibleDescription(
      /built-in engine answers/,
    );
  },
};

/** Settings not loaded: the spec's defaults; no key configured. */
export const NoValue: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('openai-key-status')).toHaveTextContent('Not configured');
    await expect(canvas.getByRole('switch', { name: 'Require document approval' })).toBeChecked();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { errorMessage: 'Failed to save system settings. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to save system settings. Please try again.',
    );
  },
};
