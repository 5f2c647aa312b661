import { aiModelValues } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ModelBadge } from './ModelBadge.tsx';

const meta = {
  title: 'Assistant/ModelBadge',
  component: ModelBadge,
  argTypes: { model: { control: 'select', options: aiModelValues } },
} satisfies Meta<typeof ModelBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without settings: the default model, GPT-5. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('AI model: GPT-5');
  },
};

export const EveryModel: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {aiModelValues.map((model) => (
        <ModelBadge key={model} model={model} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'GPT-5GPT-5 MiniGPT-4oGPT-4o Mini'.replace(/GPT/g, 'AI model: GPT'),
    );
  },
};

/** A model id the contract does not know is shown as sent. */
export const UnknownModel: Story = {
  args: { model: 'o3-pro' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('AI model: o3-pro');
  },
};

export const Small: Story = { args: { model: 'gpt-4o', size: 'sm' } };
