import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { orientation: 'horizontal' },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Ticket">
        <Tab id="details">Details</Tab>
        <Tab id="activity">Activity</Tab>
        <Tab id="attachments">Attachments</Tab>
        <Tab id="history" isDisabled>
          History
        </Tab>
      </TabList>
      <TabPanel id="details">
        <Text>Reported by Alex on 3 March. Priority: high.</Text>
      </TabPanel>
      <TabPanel id="activity">
        <Text>4 comments, last one from the service desk.</Text>
      </TabPanel>
      <TabPanel id="attachments">
        <Text>screenshot.png (120 KB)</Text>
      </TabPanel>
      <TabPanel id="history">
        <Text>Not available.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('4 comments');
  },
};

/** Keyboard: Tab enters the list, arrows select (skipping disabled tabs), Tab moves into the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    const attachments = canvas.getByRole('tab', { name: 'Attachments' });
    await expect(attachments).toHaveFocus();
    await expect(attachments).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(attachments).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('screenshot.png');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  play: async ({ canvas }) => {
    const history = canvas.getByRole('tab', { name: 'History' });
    await expect(history).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(history);
    await expect(history).toHaveAttribute('aria-selected', 'false');
  },
};

const manyTabs = Array.from({ length: 14 }, (_, i) => `Category ${i + 1}`);

/** Many tabs scroll sideways instead of wrapping. */
export const ManyTabs: Story = {
  render: (args) => (
    <div style={{ width: 480 }}>
      <Tabs {...args}>
        <TabList aria-label="Knowledge base categories">
          {manyTabs.map((name) => (
            <Tab key={name} id={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {manyTabs.map((name) => (
          <TabPanel key={name} id={name}>
            <Text>{`Articles in ${name}`}</Text>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        <Tab id="a">Notifications and email preferences</Tab>
        <Tab id="b">Personal code</Tab>
      </TabList>
      <TabPanel id="a">
        <Text>Choose what we send you.</Text>
      </TabPanel>
      <TabPanel id="b">
        <Text>Your code for phone support.</Text>
      </TabPanel>
    </Tabs>
  ),
};
