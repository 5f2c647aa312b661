/**
 * Data helpers shared by the two administration screens (/boost/admin and /admin): loading a call's
 * answer into state, the server's reason for a failure, and what the viewer may change.
 */
import { isApiError } from '@portal/api-client';
import {
  defaultPermissionMap,
  effectiveRole,
  emailsMatch,
  hasPermission,
  type Permission,
  type User,
} from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { announceRoleUpdated } from '../../app/session.tsx';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** Loads again; resolves when done (never rejects: the error lands in `error`). */
  reload: () => Promise<void>;
  /** Replaces the data locally, e.g. with a saved row, without a round trip. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/**
 * Loads `load()` once on mount (tabs mount on first open, so each tab fetches lazily) and on
 * `reload()`, or starts from `first` (the server render's answer) instead of the first load. An
 * answer that arrives after a newer request started is dropped.
 */
export function useResource<T>(
  load: () => Promise<T>,
  onError?: (error: unknown) => void,
  first?: T,
): Resource<T> {
  const [data, setDataState] = useState<T | undefined>(first);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setLoading] = useState(first === undefined);
  const loaded = useRef(first !== undefined);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const value = await loadRef.current();
      if (request !== latest.current) return;
      setDataState(value);
      setError(null);
    } catch (caught) {
      if (request !== latest.current) return;
      setError(caught);
      onErrorRef.current?.(caught);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (loaded.current) loaded.current = false;
    else void reload();
    return () => {
      // Unmounted: answers still in flight are ignored.
      latest.current++;
    };
  }, [reload]);

  const setData = useCallback((update: (current: T | undefined) => T | undefined) => {
    setDataState((current) => update(current));
  }, []);

  return { data, error, isLoading, reload, setData };
}

/** The server's reason for a failed call (its `detail`), else the shared rules' message. */
export function reasonOf(error: unknown): string {
  if (isApiError(error)) return error.detail ?? error.userMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The server refused: not signed in as someone allowed (403). */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/**
 * What the viewer may do, from the permission map of their own sign-in answer (the server checks
 * the same map on every call). A stored user without a map falls back to the role's defaults.
 */
export function viewerCan(user: User, permission: Permission): boolean {
  const map = user.permissions ?? defaultPermissionMap(effectiveRole(user));
  return hasPermission(map, permission);
}

/** The designated user administrator: the only one who adds users and issues new personal codes. */
export function isUserAdministrator(user: User): boolean {
  return user.is_user_administrator === true;
}

/**
 * After changing a user: when it was the signed-in person (loose e-mail match, including the
 * external-guest form), tell the app so the header re-reads the role (the spec's userRoleUpdated).
 */
export function announceIfSelf(viewer: User, changed: Pick<User, 'id' | 'email'> | null | undefined): void {
  if (changed && (changed.id === viewer.id || emailsMatch(viewer.email, changed.email)))
    announceRoleUpdated();
}
