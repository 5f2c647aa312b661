import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import {
  annualLeaveAnswer,
  annualLeaveDocuments,
  longAnswer,
  minimalAnswer,
  plainTextAnswer,
  streamingStages,
} from '../fixtures-assistant.ts';
import { StructuredAnswer, structuredAnswerSectionTitles } from './StructuredAnswer.tsx';

const meta = {
  title: 'Assistant/StructuredAnswer',
  component: StructuredAnswer,
  args: {
    answer: annualLeaveAnswer,
    referencedDocuments: annualLeaveDocuments,
    getDocumentHref: (document) => `/api/documents?file_id=${document.document_id}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof StructuredAnswer>;
export default meta;
type Story = StoryObj<typeof meta>;

const headingTexts = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);

/** Every section, in order, with numbered procedures and download links built by `getDocumentHref`. */
export const Complete: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(headingTexts(canvasElement)).toEqual(Object.values(structuredAnswerSectionTitles));
    const procedures = canvasElement.querySelector('[data-section="procedures"] ol');
    await expect(procedures?.querySelectorAll('li')).toHaveLength(
      annualLeaveAnswer.details.procedures.length,
    );
    const link = canvas.getByRole('link', { name: 'Download Annual Leave Policy 2025.pdf' });
    await expect(link).toHaveAttribute('href', '/api/documents?file_id=doc-leave-2025');
    await expect(link).toHaveAttribute('download');
    await expect(canvasElement.firstElementChild).not.toHaveAttribute('aria-busy');
  },
};

/** Downloads through a callback instead of an address: pointer and keyboard. */
export const DownloadCallback: Story = {
  args: { getDocumentHref: undefined, onDownloadDocument: fn() },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download Flexible Working Policy.docx' });
    await userEvent.click(link);
    await expect(args.onDownloadDocument).toHaveBeenCalledWith(annualLeaveDocuments[1]);
    canvas.getByRole('link', { name: 'Download Annual Leave Policy 2025.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadDocument).toHaveBeenLastCalledWith(annualLeaveDocuments[0]);
  },
};

/** Empty lists and null fields are left out. */
export const OnlySummaryAndProcedures: Story = {
  args: { answer: minimalAnswer, referencedDocuments: [] },
  play: async ({ canvasElement }) => {
    await expect(headingTexts(canvasElement)).toEqual(['Summary', 'Procedures']);
  },
};

export const PlainText: Story = {
  args: { answer: plainTextAnswer, referencedDocuments: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/I could not find anything/)).toBeVisible();
    await expect(within(canvasElement).queryAllByRole('heading')).toHaveLength(0);
  },
};

export const PlainTextStreaming: Story = {
  args: {
    answer: 'Full-time employees are entitled to 25 days of',
    isStreaming: true,
    referencedDocuments: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Streaming, first chunk: only the summary so far, a placeholder reserves room below. */
export const StreamingSummary: Story = {
  args: { answer: streamingStages[0] ?? {}, isStreaming: true, referencedDocuments: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(headingTexts(canvasElement)).toEqual(['Summary']);
    await expect(canvas.getByTestId('structured-answer-placeholder')).toBeInTheDocument();
  },
};

/** Streaming: requirements are arriving; later sections are not shown yet. */
export const StreamingRequirements: Story = {
  args: { answer: streamingStages[1] ?? {}, isStreaming: true, referencedDocuments: undefined },
  play: async ({ canvasElement }) => {
    await expect(headingTexts(canvasElement)).toEqual(['Summary', 'Requirements']);
  },
};

/** Streaming: procedures are arriving. */
export const StreamingProcedures: Story = {
  args: { answer: streamingStages[2] ?? {}, isStreaming: true, referencedDocuments: undefined },
};

/** Streaming: everything but the contact details, policies and documents. */
export const StreamingAlmostDone: Story = {
  args: { answer: streamingStages[3] ?? {}, isStreaming: true, referencedDocuments: undefined },
  play: async ({ canvasElement }) => {
    await expect(headingTexts(canvasElement)).toEqual([
      'Summary',
      'Requirements',
      'Procedures',
      'Exceptions',
      'Action Required',
    ]);
  },
};

/** A later field that arrives before an earlier one waits, so nothing is ever inserted above. */
export const StreamingOutOfOrder: Story = {
  args: {
    answer: { summary: annualLeaveAnswer.summary, related_policies: annualLeaveAnswer.related_policies },
    isStreaming: true,
    referencedDocuments: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(headingTexts(canvasElement)).toEqual(['Summary']);
  },
};

function StreamingHarness() {
  const [stage, setStage] = useState(0);
  const last = streamingStages.length;
  const done = stage >= last;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button onPress={() => setStage((value) => value + 1)} isDisabled={done}>
        Next chunk
      </Button>
      <StructuredAnswer
        answer={streamingStages[Math.min(stage, last - 1)] ?? {}}
        isStreaming={!done}
        referencedDocuments={done ? annualLeaveDocuments : undefined}
        getDocumentHref={(document) => `/api/documents?file_id=${document.document_id}`}
      />
    </div>
  );
}

/**
 * Chunks arrive one after another: sections appear in order and the sections already on screen never
 * move (their positions are measured after every chunk).
 */
export const StreamingWithoutLayoutShift: Story = {
  render: () => <StreamingHarness />,
  play: async ({ canvas, canvasElement }) => {
    const positions = new Map<string, number>();
    const check = async () => {
      for (const section of canvasElement.querySelectorAll<HTMLElement>('[data-section]')) {
        const key = section.dataset.section ?? '';
        const top = section.getBoundingClientRect().top;
        if (positions.has(key)) await expect(top).toBe(positions.get(key));
        else positions.set(key, top);
      }
    };
    await check();
    for (let i = 0; i < streamingStages.length; i++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next chunk' }));
      await check();
    }
    await expect(headingTexts(canvasElement)).toEqual(Object.values(structuredAnswerSectionTitles));
    await expect(canvas.queryByTestId('structured-answer-placeholder')).toBeNull();
  },
};

export const LongAnswer: Story = { args: { answer: longAnswer } };
