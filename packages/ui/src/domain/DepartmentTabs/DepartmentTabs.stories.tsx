import type { KbDepartment } from '@portal/contract';
import { kbDepartmentLabels } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DepartmentTabs, type DepartmentTabsProps } from './DepartmentTabs.tsx';

function Harness(props: DepartmentTabsProps) {
  const [selected, setSelected] = useState<KbDepartment>(props.selectedDepartment);
  return (
    <DepartmentTabs
      {...props}
      selectedDepartment={selected}
      onSelectionChange={(department) => {
        props.onSelectionChange(department);
        setSelected(department);
      }}
    >
      {(department) => <p>Documents of {kbDepartmentLabels[department]}</p>}
    </DepartmentTabs>
  );
}

const meta = {
  title: 'Knowledge base/DepartmentTabs',
  component: DepartmentTabs,
  args: { selectedDepartment: 'finance', onSelectionChange: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof DepartmentTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seven departments with their display names; pointer selects. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Finance',
      'People & Talent',
      'IT',
      'LEC',
      'Business Dev',
      'Projects',
      'Other',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'LEC' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('legal_ethics_compliance');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Documents of LEC');
  },
};

/** Keyboard: arrows move and select, End jumps to the last. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Finance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('people_and_talent');
    await userEvent.keyboard('{End}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('other');
    await expect(canvas.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithCounts: Story = {
  args: {
    selectedDepartment: 'information_technology',
    counts: {
      finance: 12,
      people_and_talent: 8,
      information_technology: 23,
      legal_ethics_compliance: 4,
      business_development: 0,
      project_management: 15,
      other: 2,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'IT (23 documents)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

const counts = WithCounts.args?.counts;

/**
 * On a phone the seven tabs are wider than the screen: the row scrolls sideways and fades out at the
 * edge that hides tabs, so 'LEC', 'Business Dev', 'Projects' and 'Other' are seen to be there (they
 * were cut off with no sign). Scrolled to the end, the fade moves to the start.
 */
export const OnPhone: Story = {
  args: { counts },
  decorators: [(Story) => <div style={{ width: 'calc(100vw - 32px)' }}>{Story()}</div>],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Departments' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-end'));
    await expect(list).not.toHaveAttribute('data-overflow-start');
    await expect(getComputedStyle(list).maskImage).toMatch(/gradient/);
    // The last tab is partly hidden now: the keyboard brings it into view, and the fade moves.
    await userEvent.click(canvas.getByRole('tab', { name: /^Finance/ }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /^Other/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow-start'));
    await waitFor(() => expect(list).not.toHaveAttribute('data-overflow-end'));
  },
};

/** At tablet width (800 px) the seven tabs with their counts are still a little wider: the same fade. */
export const OnTablet: Story = { ...OnPhone, globals: { viewport: { value: 'tablet' } } };

/** At desktop width, in the list's column beside the upload panel (824 px), every tab fits: no fade. */
export const OnDesktop: Story = {
  args: { counts },
  decorators: [(Story) => <div style={{ width: 824 }}>{Story()}</div>],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Departments' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(list).not.toHaveAttribute('data-overflow-end');
    await expect(getComputedStyle(list).maskImage).toBe('none');
  },
};
