import { isApiError } from '@portal/api-client';
import type { Document } from '@portal/contract';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { api, type PortalApi } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';

/**
 * How often the list is re-read while an approved document is still being processed (ours: the
 * spec shows 'Processing...' until it is done but names no interval). Processing of a typical policy
 * takes a few seconds, so 2 s shows 'Processed' promptly without loading the server.
 */
export const PROCESSING_POLL_MS = 2000;

export type LibraryStatus = 'loading' | 'ready' | 'error';

/** A document whose processing is still running on the server. */
export function isProcessing(document: Document): boolean {
  return document.approval_status === 'approved' && document.processing_status === 'pending';
}

/** The documents a person sees (admins: every one; anyone else: the approved). Also the server's loader. */
export function fetchDocuments(client: PortalApi, isAdmin: boolean): Promise<Document[]> {
  return isAdmin ? client.documents.adminList() : client.documents.list();
}

/**
 * The knowledge base's documents (starting from `first`, the server render's, when given), read once for every department (admins: `GET /documents/admin`,
 * everyone else: `GET /documents`, which answers approved documents only). The tabs filter in the
 * browser, so switching a department costs no call and no wait. While a document is processed the
 * list is re-read every {@link PROCESSING_POLL_MS} until its status settles.
 */
export function useDocumentLibrary(isAdmin: boolean, first: Document[] | null = null) {
  const [documents, setDocuments] = useState<Document[]>(first ?? []);
  const [status, setStatus] = useState<LibraryStatus>(first ? 'ready' : 'loading');
  // The server render's list: the first read is not made again.
  const fetched = useRef(first !== null);
  const [error, setError] = useState<string | null>(null);
  // Bumped by every local change: a read that started before one would bring back the old list
  // (e.g. a document just deleted), so its answer is dropped and the next read is trusted instead.
  const changes = useRef(0);
  const alive = useRef(true);

  const load = useCallback(
    async (quiet = false) => {
      const startedAt = changes.current;
      if (!quiet) setStatus('loading');
      try {
        const list = await fetchDocuments(api, isAdmin);
        if (!alive.current || startedAt !== changes.current) return;
        // A long list is a long render: as a transition it is rendered in slices.
        startTransition(() => {
          setDocuments(list);
          setStatus('ready');
          setError(null);
        });
      } catch (failure) {
        if (!alive.current) return;
        // A failed background refresh keeps the list on screen; the next tick tries again.
        if (quiet) return;
        const connection = isApiError(failure) ? failure.connectionToast : undefined;
        if (connection) toast.error(connection.title, connection.description);
        setError(isApiError(failure) ? failure.userMessage : String(failure));
        setStatus('error');
      }
    },
    [isAdmin],
  );

  useEffect(() => {
    alive.current = true;
    if (fetched.current) fetched.current = false;
    else void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  const processing = documents.some(isProcessing);
  useEffect(() => {
    if (!processing) return;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = async () => {
      await load(true);
      if (!stopped) timer = setTimeout(tick, PROCESSING_POLL_MS);
    };
    timer = setTimeout(tick, PROCESSING_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [processing, load]);

  /** Puts a new or changed document in the list (newest first, as the server orders them). */
  const upsert = useCallback((document: Document) => {
    changes.current += 1;
    setDocuments((list) =>
      list.some((d) => d.id === document.id)
        ? list.map((d) => (d.id === document.id ? document : d))
        : [document, ...list],
    );
  }, []);

  const remove = useCallback((id: string) => {
    changes.current += 1;
    setDocuments((list) => list.filter((d) => d.id !== id));
  }, []);

  return { documents, status, error, reload: load, upsert, remove };
}
