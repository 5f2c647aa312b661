import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Save Changes', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show less' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete user' } };
/** Delete beside other actions on a row: red frame and text, filled only under the pointer. */
export const DangerSecondary: Story = { args: { variant: 'danger-secondary', children: 'Delete' } };
export const DangerSecondaryHovered: Story = {
  args: { variant: 'danger-secondary', children: 'Delete' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { variant: 'primary', isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The chat Send button while a reply is in progress. */
export const Pending: Story = {
  args: { variant: 'primary', isPending: true, children: 'Send', pendingLabel: 'AI Thinking...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /AI Thinking/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save Changes' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const FullWidth: Story = { args: { variant: 'primary', fullWidth: true, children: 'Sign in' } };

/** A form whose submit button waits, then gives way to the result (the sign-in screen and the dashboard). */
function SubmitThenReplaced({ delayMs }: { delayMs: number }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>Welcome back.</p>;
  return (
    <Button
      variant="primary"
      isPending={state === 'pending'}
      onPress={() => {
        setState('pending');
        setTimeout(() => setState('done'), delayMs);
      }}
    >
      Sign in
    </Button>
  );
}

/** The live announcer's notes of the pending state, which react-aria keeps for 7 s after the button is gone. */
function announcements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-live-announcer] [role="img"]')];
}

/**
 * Pending, announced, then gone: react-aria announces a focused button's pending state with a
 * `role="img"` note labelled by the button's id. The note outlives the button (the signed-in dashboard's
 * axe `role-img-alt`); it keeps a name of its own (axe checks the whole page after this play).
 */
export const PendingThenReplaced: Story = {
  render: () => <SubmitThenReplaced delayMs={400} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Welcome back.')).toBeVisible();
    await waitFor(() => expect(announcements().length).toBeGreaterThan(0));
    for (const note of announcements()) await expect(note).toHaveAccessibleName('Sign in');
  },
};

/** The same when the button is gone before the announcer wrote its note (its first note waits 100 ms). */
export const PendingThenReplacedAtOnce: Story = {
  render: () => <SubmitThenReplaced delayMs={0} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sign in' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Welcome back.')).toBeVisible();
    // Past the announcer's first-note delay: any note it wrote names something.
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const note of announcements()) await expect(note).toHaveAccessibleName();
  },
};
