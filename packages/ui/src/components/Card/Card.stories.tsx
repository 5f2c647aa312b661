import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, cardPaddings, cardVariants } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  args: {
    title: 'Open tickets',
    description: 'Assigned to you',
    children: <Text>You have 3 open tickets, one waiting for your reply.</Text>,
  },
  render: (args) => (
    <div style={{ width: 400 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Open tickets' })).toBeVisible();
  },
};

export const Elevated: Story = { args: { variant: 'elevated' } };

const onView = fn();

export const WithActionsAndFooter: Story = {
  args: {
    as: 'section',
    actions: (
      <Button size="sm" variant="ghost">
        Refresh
      </Button>
    ),
    footer: (
      <Button variant="primary" onPress={onView}>
        View tickets
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Open tickets' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View tickets' }));
    await expect(onView).toHaveBeenCalled();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 400 }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`} />
      ))}
    </div>
  ),
};

export const WithoutHeader: Story = { args: { title: undefined, description: undefined } };

export const LongText: Story = {
  args: {
    title: 'A very long card title that needs to wrap onto a second line in a narrow column',
    description: 'And an equally long description that explains what the card shows, in detail, for everyone',
    actions: (
      <Button size="sm" variant="ghost">
        Edit
      </Button>
    ),
  },
};
