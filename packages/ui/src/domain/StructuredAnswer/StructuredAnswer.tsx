import type { PartialStructuredAnswer, ReferencedDocument, StatementSource } from '@portal/contract';
import { kbDepartmentLabels } from '@portal/contract';
import {
  BookOpen,
  CircleAlert,
  Download,
  FileText,
  ListChecks,
  ListOrdered,
  Phone,
  Quote,
  TriangleAlert,
} from 'lucide-react';
import { Fragment, memo, type ReactNode, useMemo } from 'react';
import { DialogTrigger, Button as RACButton } from 'react-aria-components';
import { Heading, type HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Popover, PopoverDialog } from '../../components/Popover/Popover.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../utils.ts';
import * as styles from './StructuredAnswer.css.ts';

/** A structured answer while it streams in (the contract's type, kept here for existing imports). */
export type { PartialStructuredAnswer };

/** Section headings (the spec names the sections; the wording of the headings is ours). */
export const structuredAnswerSectionTitles = {
  summary: 'Summary',
  requirements: 'Requirements',
  procedures: 'Procedures',
  exceptions: 'Exceptions',
  action_required: 'Action Required',
  contact_info: 'Contact Information',
  related_policies: 'Related Policies',
  documents: 'Referenced Company Documents',
} as const;
export type StructuredAnswerSection = keyof typeof structuredAnswerSectionTitles;
/** The order sections are shown (and arrive) in. */
export const structuredAnswerSections = Object.keys(
  structuredAnswerSectionTitles,
) as StructuredAnswerSection[];

export interface StructuredAnswerProps {
  /** The answer: plain text, a complete structured answer, or a partial one while streaming. */
  answer: string | PartialStructuredAnswer;
  /**
   * Documents the answer used (`metadata.referenced_documents`). `undefined` while they have not
   * arrived (they come with the stream's final metadata).
   */
  referencedDocuments?: readonly ReferencedDocument[];
  /** Builds the download address of a referenced document; the link then is a real `<a download>`. */
  getDocumentHref?: (document: ReferencedDocument) => string;
  /** Called when a referenced document's download link is pressed (use instead of, or with, `getDocumentHref`). */
  onDownloadDocument?: (document: ReferencedDocument) => void;
  /**
   * The document sentence behind each statement (`metadata.statement_sources`). Each statement of the
   * answer that has one (a summary, action or contact sentence, or a list item, matched by its text)
   * gets a numbered button that opens the sentence with its document and section. Statements without
   * one read as before.
   */
  statementSources?: readonly StatementSource[];
  /**
   * The answer is still arriving: sections appear in order as their data arrives, a placeholder
   * reserves room for the next one, and nothing above moves. @default false
   */
  isStreaming?: boolean;
  /** Outline level of the section headings. @default 3 */
  headingLevel?: HeadingLevel;
  className?: string;
}

interface Section {
  key: StructuredAnswerSection;
  /** The field has arrived (possibly empty). */
  arrived: boolean;
  /** Something to show. */
  content: ReactNode | null;
}

const nonEmpty = (list: readonly string[] | undefined) =>
  list ? list.filter((item) => item.trim() !== '') : [];

/** Statement sources by their statement's text, white space folded. */
type SourceLookup = ReadonlyMap<string, StatementSource>;
const NO_SOURCES: SourceLookup = new Map();
const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

function sourceLookup(sources: readonly StatementSource[] | undefined): SourceLookup {
  if (!sources?.length) return NO_SOURCES;
  const map = new Map<string, StatementSource>();
  for (const source of sources) if (!map.has(fold(source.statement))) map.set(fold(source.statement), source);
  return map;
}

/** A run of an answer's text and the source of the statement it is, if any. */
interface Segment {
  text: string;
  source: StatementSource | null;
}

/**
 * A text of the answer cut into its statements, each with its source. The server checks a summary,
 * action or contact text sentence by sentence (split after . ! or ? and a space, as here) and a list
 * item whole; either way a text whose statements have no source stays one piece, as written.
 */
function segmentsOf(text: string, lookup: SourceLookup): Segment[] {
  if (lookup.size === 0) return [{ text, source: null }];
  const whole = lookup.get(fold(text));
  if (whole) return [{ text, source: whole }];
  const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');
  const segments = sentences.map((sentence) => ({
    text: sentence,
    source: lookup.get(fold(sentence)) ?? null,
  }));
  return segments.some((segment) => segment.source) ? segments : [{ text, source: null }];
}

const sourcedCount = (texts: readonly string[], lookup: SourceLookup) =>
  lookup.size === 0
    ? 0
    : texts.reduce((sum, text) => sum + segmentsOf(text, lookup).filter((s) => s.source).length, 0);

/**
 * A statement's source: a small numbered button after it that opens the document's sentence, the
 * document's name and the section, in a popover (keyboard: Enter or Space opens, Escape closes and
 * returns to the button).
 */
function SourceButton({ number, source }: { number: number; source: StatementSource }) {
  return (
    <DialogTrigger>
      <RACButton className={styles.sourceButton} aria-label={`Source ${number}: ${source.source}`}>
        {number}
      </RACButton>
      <Popover showArrow placement="top" className={styles.sourcePopover}>
        <PopoverDialog aria-label={`Source ${number}`} className={styles.sourceDialog}>
          <figure className={styles.sourceFigure}>
            <blockquote className={styles.sourceQuote}>
              <Quote aria-hidden="true" className={styles.sourceQuoteIcon} />
              {source.sentence}
            </blockquote>
            <figcaption className={styles.sourceCaption}>
              <span className={styles.documentName}>{source.source}</span>
              {source.section ? <span className={styles.documentMeta}>{source.section}</span> : null}
            </figcaption>
          </figure>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}

/** A text of the answer with a source button after each statement that has one, numbered from `first`. */
function SourcedText({ text, lookup, first }: { text: string; lookup: SourceLookup; first: number }) {
  const segments = segmentsOf(text, lookup);
  let next = first;
  return (
    <>
      {segments.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentences of one fixed text, in order.
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          {segment.text}
          {segment.source ? <SourceButton number={next++} source={segment.source} /> : null}
        </Fragment>
      ))}
    </>
  );
}

function buildSections(
  answer: PartialStructuredAnswer,
  documents: readonly ReferencedDocument[] | undefined,
  getDocumentHref: StructuredAnswerProps['getDocumentHref'],
  onDownloadDocument: StructuredAnswerProps['onDownloadDocument'],
  lookup: SourceLookup = NO_SOURCES,
): Section[] {
  const details = answer.details ?? {};
  const requirements = nonEmpty(details.requirements);
  const procedures = nonEmpty(details.procedures);
  const exceptions = nonEmpty(details.exceptions);
  const policies = nonEmpty(answer.related_policies);
  // Source buttons are numbered in reading order across the sections.
  let next = 1;
  const paragraph = (text: string | null | undefined) => {
    if (!text?.trim()) return null;
    const first = next;
    next += sourcedCount([text], lookup);
    return (
      <p className={styles.paragraph}>
        <SourcedText text={text} lookup={lookup} first={first} />
      </p>
    );
  };
  const list = (items: string[], ordered: boolean) => {
    if (!items.length) return null;
    const first = next;
    next += sourcedCount(items, lookup);
    return <AnswerList items={items} ordered={ordered} lookup={lookup} first={first} />;
  };
  return [
    { key: 'summary', arrived: answer.summary !== undefined, content: paragraph(answer.summary) },
    { key: 'requirements', arrived: details.requirements !== undefined, content: list(requirements, false) },
    { key: 'procedures', arrived: details.procedures !== undefined, content: list(procedures, true) },
    { key: 'exceptions', arrived: details.exceptions !== undefined, content: list(exceptions, false) },
    {
      key: 'action_required',
      arrived: answer.action_required !== undefined,
      content: paragraph(answer.action_required),
    },
    {
      key: 'contact_info',
      arrived: answer.contact_info !== undefined,
      content: paragraph(answer.contact_info),
    },
    {
      key: 'related_policies',
      arrived: answer.related_policies !== undefined,
      // Names of policies, not statements: nothing to source.
      content: policies.length ? (
        <AnswerList items={policies} ordered={false} lookup={NO_SOURCES} first={1} />
      ) : null,
    },
    {
      key: 'documents',
      arrived: documents !== undefined,
      content: documents?.length ? (
        <ul className={styles.documents}>
          {documents.map((document) => (
            <li key={document.document_id} className={styles.document}>
              <FileText aria-hidden="true" className={styles.documentIcon} />
              <span className={styles.documentText}>
                {getDocumentHref || onDownloadDocument ? (
                  <Link
                    href={getDocumentHref?.(document)}
                    download={getDocumentHref ? document.source : undefined}
                    onPress={onDownloadDocument ? () => onDownloadDocument(document) : undefined}
                    className={styles.documentLink}
                  >
                    <VisuallyHidden>Download </VisuallyHidden>
                    {document.source}
                    <Download aria-hidden="true" className={styles.downloadIcon} />
                  </Link>
                ) : (
                  <span className={styles.documentName}>{document.source}</span>
                )}
                {document.section || document.department ? (
                  <span className={styles.documentMeta}>
                    {[document.department ? kbDepartmentLabels[document.department] : null, document.section]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null,
    },
  ];
}

/**
 * A list of the answer. While an answer streams, every frame parses a new object, so the lists
 * are new arrays each time; comparing their items keeps the lists that are complete from rendering
 * again, and only the one still growing does.
 */
const AnswerList = memo(
  function AnswerList({
    items,
    ordered,
    lookup,
    first,
  }: {
    items: readonly string[];
    ordered: boolean;
    lookup: SourceLookup;
    /** The number of the first source button in the list. */
    first: number;
  }) {
    const List = ordered ? 'ol' : 'ul';
    let next = first;
    return (
      <List className={ordered ? styles.numbered : styles.list}>
        {items.map((item, index) => {
          const start = next;
          next += sourcedCount([item], lookup);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items only ever append while streaming and the last one grows; its position is its identity.
            <li key={index}>
              <SourcedText text={item} lookup={lookup} first={start} />
            </li>
          );
        })}
      </List>
    );
  },
  (before, after) =>
    before.ordered === after.ordered &&
    before.lookup === after.lookup &&
    before.first === after.first &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index]),
);

const sectionIcons: Record<StructuredAnswerSection, ReactNode> = {
  summary: null,
  requirements: <ListChecks />,
  procedures: <ListOrdered />,
  exceptions: <CircleAlert />,
  action_required: <TriangleAlert />,
  contact_info: <Phone />,
  related_policies: <BookOpen />,
  documents: <FileText />,
};

/**
 * An assistant answer: summary, requirements, numbered procedures, exceptions, action required,
 * contact information, related policies and the referenced company documents with download links.
 * With `statementSources`, each statement that has a source can open the document sentence it stands
 * on. Plain-text answers render as text. While streaming, a section is only shown once every section
 * before it has arrived, so new content only ever appears below what is already on screen.
 */
export const StructuredAnswer = memo(function StructuredAnswer({
  answer,
  referencedDocuments,
  getDocumentHref,
  onDownloadDocument,
  statementSources,
  isStreaming = false,
  headingLevel = 3,
  className,
}: StructuredAnswerProps) {
  const rootClass = cx(styles.root, className);
  // Kept while the sources are the same, so the lists that are complete do not render again.
  const lookup = useMemo(() => sourceLookup(statementSources), [statementSources]);

  if (typeof answer === 'string') {
    return (
      <div className={rootClass} aria-busy={isStreaming || undefined}>
        <p className={styles.plainText}>
          {answer}
          {isStreaming ? <span aria-hidden="true" className={styles.caret} /> : null}
        </p>
        {referencedDocuments?.length
          ? renderSections(
              buildSections({}, referencedDocuments, getDocumentHref, onDownloadDocument).filter(
                (s) => s.key === 'documents',
              ),
              headingLevel,
            )
          : null}
      </div>
    );
  }

  const all = buildSections(answer, referencedDocuments, getDocumentHref, onDownloadDocument, lookup);
  let visible = all;
  if (isStreaming) {
    const firstMissing = all.findIndex((section) => !section.arrived);
    visible = firstMissing === -1 ? all : all.slice(0, firstMissing);
  }
  const waiting = isStreaming && visible.length < all.length;

  return (
    <div className={rootClass} aria-busy={isStreaming || undefined}>
      {renderSections(visible, headingLevel)}
      {waiting ? (
        <div className={styles.placeholder} data-testid="structured-answer-placeholder">
          <Skeleton width="40%" />
          <Skeleton lines={2} />
        </div>
      ) : null}
    </div>
  );
});

function renderSections(sections: Section[], headingLevel: HeadingLevel) {
  return sections
    .filter((section) => section.content !== null)
    .map((section) => (
      <div
        key={section.key}
        className={section.key === 'action_required' ? styles.actionSection : styles.section}
        data-section={section.key}
      >
        <Heading level={headingLevel} size="sm" className={styles.sectionHeading}>
          {sectionIcons[section.key] ? (
            <span aria-hidden="true" className={styles.sectionIcon}>
              {sectionIcons[section.key]}
            </span>
          ) : null}
          {structuredAnswerSectionTitles[section.key]}
        </Heading>
        {section.content}
      </div>
    ));
}
