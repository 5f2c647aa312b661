import { isApiError, saveFile } from '@portal/api-client';
import {
  DOCUMENT_MAX_BYTES,
  type Document,
  hasRole,
  type KbDepartment,
  kbDepartmentFullNames,
  kbDepartmentValues,
  messages,
} from '@portal/contract';
import type { Toast } from '@portal/state-machines';
import { useUploadQueue } from '@portal/state-machines/react';
import {
  AccessNotice,
  AlertDialog,
  Button,
  DepartmentTabs,
  type DocumentRowAction,
  EmptyState,
  Heading,
  Skeleton,
  Text,
  UploadPanel,
} from '@portal/ui';
import { FileText } from 'lucide-react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../../app/api.ts';
import { useFirstData } from '../../app/first-data.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useCurrentUser } from '../../app/session.tsx';
import { showToast, toast } from '../../app/toasts.ts';
import * as layout from '../../shell/page.css.ts';
import { DocumentItem } from './DocumentItems.tsx';
import * as styles from './DocumentsScreen.css.ts';
import { type DocumentQueueFile, documentUploadMachine } from './machines.ts';
import { useDocumentLibrary } from './useDocumentLibrary.ts';

const PAGE_TITLE = 'Knowledge Base';
const UPLOAD_FAILED_TITLE = messages.uploadFailed('', '').title;
const LIST_HEADING_ID = 'knowledge-base-documents';

/**
 * After a row's buttons disappear (approved, rejected, deleted) focus would fall to the page's
 * start; the list's heading keeps the keyboard where the person was working.
 */
function focusList() {
  document.getElementById(LIST_HEADING_ID)?.focus();
}

/**
 * A refused upload is reported once, in the panel ('Failed to upload document: {reason}', an alert
 * beside the form): the queue's own failure toast (the attachments' wording) is not shown, and no
 * second toast repeats the panel.
 */
function showQueueToast(message: Toast) {
  if (message.title === UPLOAD_FAILED_TITLE) return;
  showToast(message);
}

/** The delete failures the spec tells apart: timed out, not found (maybe already deleted), other. */
function deleteFailure(error: unknown): string {
  if (isApiError(error) && (error.kind === 'timeout' || error.status === 408 || error.status === 504)) {
    return messages.deleteDocumentTimedOut;
  }
  if (isApiError(error) && error.status === 404) return messages.deleteDocumentNotFound;
  return messages.deleteDocumentFailed;
}

/**
 * The knowledge base: one tab per department listing its documents; admins approve or reject pending
 * ones; the designated document administrator uploads and deletes (admins upload too, as the server
 * allows); everyone downloads.
 */
export default function DocumentsScreen() {
  usePageTitle(PAGE_TITLE);
  const user = useCurrentUser();
  const isAdmin = hasRole(user, 'admin');
  const isDocumentAdministrator = user.is_document_administrator === true;
  const canUpload = isAdmin || isDocumentAdministrator;

  const library = useDocumentLibrary(isAdmin, useFirstData<Document[]>());
  const { upsert, remove, reload } = library;
  const [department, setDepartment] = useState<KbDepartment>(kbDepartmentValues[0]);
  const [busy, setBusy] = useState<Record<string, DocumentRowAction>>({});
  const [toDelete, setToDelete] = useState<Document | null>(null);

  const byDepartment = useMemo(() => {
    const groups = Object.fromEntries(kbDepartmentValues.map((d) => [d, [] as Document[]])) as Record<
      KbDepartment,
      Document[]
    >;
    for (const document of library.documents) groups[document.department]?.push(document);
    return groups;
  }, [library.documents]);
  const counts = useMemo(
    () =>
      library.status === 'ready'
        ? (Object.fromEntries(kbDepartmentValues.map((d) => [d, byDepartment[d].length])) as Record<
            KbDepartment,
            number
          >)
        : undefined,
    [byDepartment, library.status],
  );

  // A tab switch renders the other department's list as a transition: React keeps the page
  // responsive (the press and focus paint at once) and shows the new list as soon as it is ready.
  const showDepartment = useCallback((next: KbDepartment) => {
    startTransition(() => setDepartment(next));
  }, []);

  const setRowBusy = useCallback((id: string, action: DocumentRowAction | null) => {
    setBusy((current) => {
      const { [id]: _, ...rest } = current;
      return action ? { ...rest, [id]: action } : rest;
    });
  }, []);

  // --- Upload
  const queue = useUploadQueue(documentUploadMachine, showQueueToast, { maxBytes: DOCUMENT_MAX_BYTES });
  const queueActor = queue.actor;
  // The form is made afresh after each upload, starting on that upload's department; it is not
  // tied to the tab shown, so switching tabs never re-renders it (tab switches must stay quick).
  const [form, setForm] = useState<{ key: number; department: KbDepartment }>({
    key: 0,
    department: kbDepartmentValues[0],
  });
  useEffect(() => {
    const subscription = queue.actor.on('uploads.uploaded', (event) => {
      const document = event.result as Document;
      upsert(document);
      // Show the new (pending) document where it went, and give the form a fresh start.
      setDepartment(document.department);
      setForm((previous) => ({ key: previous.key + 1, department: document.department }));
    });
    return () => subscription.unsubscribe();
  }, [queue.actor, upsert]);
  const current = queue.items.find((item) => item.status === 'uploading');
  const last = queue.items.at(-1);
  const uploadError = !queue.uploading && last?.status === 'failed' ? last.error : null;
  const upload = useCallback(
    ({ file, department: target, tags }: { file: File; department: KbDepartment; tags: string }) => {
      const entry: DocumentQueueFile = { name: file.name, size: file.size, file, department: target, tags };
      queueActor.send({ type: 'uploads.add', files: [entry] });
    },
    [queueActor],
  );

  const progress = current ? Math.round(current.progress * 100) : undefined;
  const uploadPanel = useMemo(
    () =>
      canUpload ? (
        <UploadPanel
          key={form.key}
          className={styles.upload}
          onUpload={upload}
          isUploading={queue.uploading}
          progress={progress}
          error={uploadError}
          defaultDepartment={form.department}
        />
      ) : null,
    [canUpload, form, upload, queue.uploading, progress, uploadError],
  );

  // --- Row actions
  const download = useCallback(
    async (document: Document) => {
      setRowBusy(document.id, 'download');
      try {
        saveFile(await api.documents.download(document.id), document.original_name);
      } catch (error) {
        const connection = isApiError(error) ? error.connectionToast : undefined;
        if (connection) toast.error(connection.title, connection.description);
        else toast.error(isApiError(error) ? error.userMessage : String(error));
      } finally {
        setRowBusy(document.id, null);
      }
    },
    [setRowBusy],
  );

  const decided = useCallback(
    (document: Document) => {
      upsert(document);
      // The row's buttons are gone: keep the keyboard in the list rather than on the page's start.
      focusList();
    },
    [upsert],
  );

  const confirmDelete = async (document: Document) => {
    setRowBusy(document.id, 'delete');
    try {
      await api.documents.remove(document.id);
      remove(document.id);
      toast.success('Document deleted', document.original_name);
      focusList();
    } catch (error) {
      toast.error(deleteFailure(error));
      setRowBusy(document.id, null);
      // Not found: it is gone already, so the list should say so too.
      if (isApiError(error) && error.status === 404) void reload(true);
      return;
    }
    setRowBusy(document.id, null);
  };

  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <Heading level={1}>{PAGE_TITLE}</Heading>
        <AccessNotice hasAdminAccess={canUpload} />
      </header>

      <div className={canUpload ? styles.columns : undefined}>
        <section aria-labelledby={LIST_HEADING_ID} className={styles.library}>
          <Heading level={2} size="md" id={LIST_HEADING_ID} tabIndex={-1} className={styles.listHeading}>
            Documents
          </Heading>
          <DepartmentTabs
            selectedDepartment={department}
            onSelectionChange={showDepartment}
            counts={counts}
            className={styles.tabs}
          >
            {(shown) =>
              library.status === 'loading' ? (
                <LoadingList />
              ) : library.status === 'error' ? (
                <EmptyState
                  headingLevel={3}
                  title="The documents could not be loaded"
                  description={library.error}
                  action={
                    <Button variant="secondary" onPress={() => void reload()}>
                      Try again
                    </Button>
                  }
                />
              ) : byDepartment[shown].length === 0 ? (
                <EmptyState
                  headingLevel={3}
                  icon={<FileText size={24} />}
                  title="No documents"
                  description={`There are no documents in ${kbDepartmentFullNames[shown]} yet.`}
                />
              ) : (
                <ul className={styles.list}>
                  {byDepartment[shown].map((document) => (
                    <DocumentItem
                      key={document.id}
                      document={document}
                      canApprove={isAdmin}
                      canDelete={isDocumentAdministrator}
                      pendingAction={busy[document.id] ?? null}
                      onDownload={download}
                      onDelete={setToDelete}
                      onDecided={decided}
                    />
                  ))}
                </ul>
              )
            }
          </DepartmentTabs>
        </section>

        {uploadPanel}
      </div>

      {/* Mounted only while asked, so tab switches do not render a closed dialog. */}
      {toDelete ? (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setToDelete(null);
          }}
          title="Delete this document?"
          confirmLabel="Delete"
          variant="destructive"
          onConfirm={() => {
            void confirmDelete(toDelete);
          }}
        >
          {toDelete.original_name} will be removed from the knowledge base and the assistant will no longer
          answer from it. This cannot be undone.
        </AlertDialog>
      ) : null}
    </div>
  );
}

/** Placeholder rows while the list loads (the panel is marked busy for assistive technology). */
function LoadingList() {
  return (
    <div aria-busy="true" className={styles.list}>
      <Text elementType="p" tone="secondary" size="sm">
        Loading documents...
      </Text>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="rect" height="5rem" />
      ))}
    </div>
  );
}
