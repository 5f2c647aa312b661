import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Pencil } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger, tooltipPlacements } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  args: { children: 'Copy link' },
  parameters: { visual: { target: 'viewport' } },
  render: (args) => (
    <div style={{ padding: '48px 96px' }}>
      <TooltipTrigger delay={0}>
        <IconButton aria-label="Copy link" variant="secondary" onPress={fn()}>
          <Copy />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A real mouse moves across the page before it reaches the trigger; react-aria opens tooltips on
 * hover only when the last interaction was a pointer, so the test moves over the canvas first.
 */
async function pointTo(canvasElement: HTMLElement, trigger: HTMLElement) {
  await userEvent.hover(canvasElement);
  await userEvent.hover(trigger);
}

/** Hover shows it; the trigger is described by it. Left open for the screenshot. */
export const Hover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy link' });
    await pointTo(canvasElement, trigger);
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy link');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** Keyboard focus shows it at once; Escape hides it, focus stays on the trigger; Tab back shows it. */
export const Keyboard: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Copy link' });
    await expect(trigger).toHaveFocus();
    await expect(await page(canvasElement).findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await page(canvasElement).findByRole('tooltip')).toBeVisible();
  },
};

/** Leaving the trigger with the pointer hides it after the close delay. */
export const HidesOnUnhover: Story = {
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy link' });
    await pointTo(canvasElement, trigger);
    await expect(await page(canvasElement).findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull(), { timeout: 2000 });
  },
};

export const Disabled: Story = {
  parameters: { visual: { target: 'canvas' } },
  render: (args) => (
    <TooltipTrigger delay={0} isDisabled>
      <IconButton aria-label="Edit title">
        <Pencil />
      </IconButton>
      <Tooltip {...args}>Edit title</Tooltip>
    </TooltipTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await pointTo(canvasElement, canvas.getByRole('button', { name: 'Edit title' }));
    await userEvent.tab();
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    placement: 'end',
    children: 'Copies a link to this ticket that colleagues with access to the queue can open.',
  },
  play: async ({ canvas, canvasElement }) => {
    await pointTo(canvasElement, canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await page(canvasElement).findByRole('tooltip')).toBeVisible();
  },
};
