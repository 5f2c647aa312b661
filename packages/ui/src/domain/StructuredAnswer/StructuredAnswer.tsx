import type { ReferencedDocument, StructuredAnswer as StructuredAnswerData } from '@portal/contract';
import { kbDepartmentLabels } from '@portal/contract';
import {
  BookOpen,
  CircleAlert,
  Download,
  FileText,
  ListChecks,
  ListOrdered,
  Phone,
  TriangleAlert,
} from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../components/Heading/Heading.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './StructuredAnswer.css.ts';

/**
 * A structured answer while it streams in: any field may not have arrived yet (`undefined`). A field
 * that arrived empty is `null` or `[]`.
 */
export type PartialStructuredAnswer = Partial<Omit<StructuredAnswerData, 'details'>> & {
  details?: Partial<StructuredAnswerData['details']>;
};

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

function buildSections(
  answer: PartialStructuredAnswer,
  documents: readonly ReferencedDocument[] | undefined,
  getDocumentHref: StructuredAnswerProps['getDocumentHref'],
  onDownloadDocument: StructuredAnswerProps['onDownloadDocument'],
): Section[] {
  const details = answer.details ?? {};
  const requirements = nonEmpty(details.requirements);
  const procedures = nonEmpty(details.procedures);
  const exceptions = nonEmpty(details.exceptions);
  const policies = nonEmpty(answer.related_policies);
  return [
    {
      key: 'summary',
      arrived: answer.summary !== undefined,
      content: answer.summary?.trim() ? <p className={styles.paragraph}>{answer.summary}</p> : null,
    },
    {
      key: 'requirements',
      arrived: details.requirements !== undefined,
      content: requirements.length ? <AnswerList items={requirements} ordered={false} /> : null,
    },
    {
      key: 'procedures',
      arrived: details.procedures !== undefined,
      content: procedures.length ? <AnswerList items={procedures} ordered /> : null,
    },
    {
      key: 'exceptions',
      arrived: details.exceptions !== undefined,
      content: exceptions.length ? <AnswerList items={exceptions} ordered={false} /> : null,
    },
    {
      key: 'action_required',
      arrived: answer.action_required !== undefined,
      content: answer.action_required?.trim() ? (
        <p className={styles.paragraph}>{answer.action_required}</p>
      ) : null,
    },
    {
      key: 'contact_info',
      arrived: answer.contact_info !== undefined,
      content: answer.contact_info?.trim() ? <p className={styles.paragraph}>{answer.contact_info}</p> : null,
    },
    {
      key: 'related_policies',
      arrived: answer.related_policies !== undefined,
      content: policies.length ? <AnswerList items={policies} ordered={false} /> : null,
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
  function AnswerList({ items, ordered }: { items: readonly string[]; ordered: boolean }) {
    const List = ordered ? 'ol' : 'ul';
    return (
      <List className={ordered ? styles.numbered : styles.list}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items only ever append while streaming and the last one grows; its position is its identity.
          <li key={index}>{item}</li>
        ))}
      </List>
    );
  },
  (before, after) =>
    before.ordered === after.ordered &&
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
 * Plain-text answers render as text. While streaming, a section is only shown once every section
 * before it has arrived, so new content only ever appears below what is already on screen.
 */
export const StructuredAnswer = memo(function StructuredAnswer({
  answer,
  referencedDocuments,
  getDocumentHref,
  onDownloadDocument,
  isStreaming = false,
  headingLevel = 3,
  className,
}: StructuredAnswerProps) {
  const rootClass = [styles.root, className].filter(Boolean).join(' ');

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

  const all = buildSections(answer, referencedDocuments, getDocumentHref, onDownloadDocument);
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
