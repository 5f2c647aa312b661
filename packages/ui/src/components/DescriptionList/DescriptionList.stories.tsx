import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import {
  DescriptionItem,
  DescriptionList,
  descriptionListAligns,
  descriptionListSpacings,
} from './DescriptionList.tsx';

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  argTypes: {
    align: { control: 'inline-radio', options: descriptionListAligns },
    spacing: { control: 'inline-radio', options: descriptionListSpacings },
  },
  args: {
    children: [
      <DescriptionItem key="code" term="Code">
        AFR
      </DescriptionItem>,
      <DescriptionItem key="created" term="Created">
        23 Aug 2026
      </DescriptionItem>,
      <DescriptionItem key="status" term="Status">
        <Badge size="sm" tone="success">
          Active
        </Badge>
      </DescriptionItem>,
    ],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <DescriptionList {...args} />
    </div>
  ),
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Details right after their terms: a card's facts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const terms = canvasElement.querySelectorAll('dl > dt');
    const details = canvasElement.querySelectorAll('dl > dd');
    await expect([...terms].map((t) => t.textContent)).toEqual(['Code', 'Created', 'Status']);
    await expect(details).toHaveLength(3);
    // Each detail sits on its term's row, in the second column.
    const [term] = terms;
    const [detail] = details;
    await expect(detail?.getBoundingClientRect().top).toBe(term?.getBoundingClientRect().top);
    await expect(detail?.getBoundingClientRect().left).toBeGreaterThan(
      term?.getBoundingClientRect().right ?? 0,
    );
  },
};

/** Details at the end of their row, rows further apart: a ticket's summary. */
export const AlignedToEnd: Story = {
  args: { align: 'end', spacing: 'relaxed' },
  play: async ({ canvasElement }) => {
    const detail = canvasElement.querySelector('dl > dd');
    const list = canvasElement.querySelector('dl');
    await expect(getComputedStyle(detail as Element).textAlign).toBe('end');
    await expect(list).toHaveAttribute('data-spacing', 'relaxed');
  },
};

/** An address with no break in it wraps inside the list instead of widening it. */
export const LongDetail: Story = {
  args: {
    children: [
      <DescriptionItem key="email" term="E-mail">
        maximiliana.alexandrova-featherstonehaugh@programmes.example.org
      </DescriptionItem>,
      <DescriptionItem key="id" term="Ticket ID">
        077f2893-cce8-48e3-b96f-5dea33247747
      </DescriptionItem>,
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
