import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import {
  annualLeaveAnswer,
  annualLeaveDocuments,
  annualLeaveSourcedDocuments,
  annualLeaveSources,
  longAnswer,
  longQuoteSources,
  minimalAnswer,
  plainTextAnswer,
  streamingStages,
} from '../../fixtures/assistant.ts';
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
    // Without statement sources (the built-in engine's answers) no statement has a source button.
    await expect(canvas.queryAllByRole('button', { name: /^Source \d+/ })).toHaveLength(0);
  },
};

const sourceButtons = (root: HTMLElement) => within(root).queryAllByRole('button', { name: /^Source \d+/ });

/**
 * A model-written answer with the source sentence behind its statements, from three documents: a
 * numbered button after each statement that has one (in reading order), which opens the document's
 * sentence, its name and section. Pointer, then keyboard: Enter opens, Escape closes and focus
 * returns to the button. The contact line has no source and no button.
 */
export const WithStatementSources: Story = {
  args: { referencedDocuments: annualLeaveSourcedDocuments, statementSources: annualLeaveSources },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    const buttons = sourceButtons(canvasElement);
    await expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    // Each button follows its own statement.
    const summary = canvasElement.querySelector('[data-section="summary"] p') as HTMLElement;
    await expect(
      within(summary)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Source 1: Annual Leave Policy 2025.pdf', 'Source 2: Annual Leave Policy 2025.pdf']);
    const requirements = canvasElement.querySelectorAll('[data-section="requirements"] li');
    await expect(within(requirements[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(within(requirements[2] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      'Source 4: Flexible Working Policy.docx',
    );
    await expect(
      within(canvasElement.querySelector('[data-section="exceptions"]') as HTMLElement).getByRole('button', {
        name: 'Source 7: Overseas Deployment Handbook.pdf',
      }),
    ).toBeVisible();
    const contact = canvasElement.querySelector('[data-section="contact_info"]') as HTMLElement;
    await expect(within(contact).queryByRole('button')).toBeNull();

    // Pointer: the source sentence, the document and the section.
    await userEvent.click(canvas.getByRole('button', { name: 'Source 1: Annual Leave Policy 2025.pdf' }));
    const first = await screen.findByRole('dialog', { name: 'Source 1' });
    await expect(first).toHaveTextContent(annualLeaveSources[0]?.sentence ?? '');
    await expect(within(first).getByText('Annual Leave Policy 2025.pdf')).toBeVisible();
    await expect(within(first).getByText('Leave > Annual leave > Entitlement')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Keyboard: the buttons are in the tab order; Enter opens, Escape returns focus.
    const fourth = canvas.getByRole('button', { name: 'Source 4: Flexible Working Policy.docx' });
    canvas.getByRole('button', { name: 'Source 3: Annual Leave Policy 2025.pdf' }).focus();
    await userEvent.tab();
    await expect(fourth).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Source 4' });
    await expect(dialog).toHaveTextContent(annualLeaveSources[3]?.sentence ?? '');
    // No section: only the document's name below the quote.
    await expect(dialog).toHaveTextContent(/contracted hours\.Flexible Working Policy\.docx$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fourth).toHaveFocus());

    // Left open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Source 6: Annual Leave Policy 2025.pdf' }));
    await screen.findByRole('dialog', { name: 'Source 6' });
  },
};

/** The same at a phone's width: the buttons wrap with the text, the popover fits the screen. */
export const WithStatementSourcesPhone: Story = {
  args: { referencedDocuments: annualLeaveSourcedDocuments, statementSources: annualLeaveSources },
  parameters: { visual: { target: 'viewport' } },
  decorators: [(Story) => <div style={{ width: 343 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await expect(sourceButtons(canvasElement)).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Source 2: Annual Leave Policy 2025.pdf' }));
    await screen.findByRole('dialog', { name: 'Source 2' });
  },
};

/** A long sentence, document name and section: the popover wraps them, never wider than the screen. */
export const LongSourceQuote: Story = {
  args: { statementSources: longQuoteSources },
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(sourceButtons(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /^Source 1: Overseas Deployment Handbook/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Source 1' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog).toHaveTextContent(/Exceptionallylongwords/);
  },
};

/**
 * The stream's metadata has arrived while the answer is still on its way: the statements already
 * shown get their buttons at once.
 */
export const StreamingWithStatementSources: Story = {
  args: {
    answer: streamingStages[3] ?? {},
    isStreaming: true,
    referencedDocuments: undefined,
    statementSources: annualLeaveSources,
  },
  play: async ({ canvasElement }) => {
    await expect(headingTexts(canvasElement)).toContain('Action Required');
    await expect(sourceButtons(canvasElement)).toHaveLength(8);
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
