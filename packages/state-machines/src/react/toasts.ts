import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Toast } from '../shared.ts';

/** Calls `onToast` for every `toast` a machine emits, for as long as the component is mounted. */
export function useToasts(actor: AnyActorRef, onToast: ((toast: Toast) => void) | undefined): void {
  useEffect(() => {
    if (!onToast) return;
    const subscription = actor.on('toast', (event: { toast: Toast }) => onToast(event.toast));
    return () => subscription.unsubscribe();
  }, [actor, onToast]);
}
