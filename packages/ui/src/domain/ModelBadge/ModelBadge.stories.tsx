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
    await expect(canvasElement).toHaveTextContent('Answered by: GPT-5');
  },
};

/** An AI service is configured: the model it answers with. */
export const AiService: Story = {
  args: { engine: 'openai', model: 'gpt-4o-mini' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Answered by: GPT-4o Mini');
  },
};

/** No AI service configured: the built-in engine answers, whatever the model setting says. */
export const BuiltInEngine: Story = {
  args: { engine: 'built-in', model: 'built-in' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Answered by: Built-in engine');
    await expect(canvasElement).not.toHaveTextContent('GPT');
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
      'GPT-5GPT-5 MiniGPT-4oGPT-4o Mini'.replace(/GPT/g, 'Answered by: GPT'),
    );
  },
};

/** A model id the contract does not know is shown as sent. */
export const UnknownModel: Story = {
  args: { model: 'o3-pro' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Answered by: o3-pro');
  },
};

export const Small: Story = { args: { model: 'gpt-4o', size: 'sm' } };
