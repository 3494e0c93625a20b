import { lazy, Suspense, useSyncExternalStore } from 'react';

const LazyModalsProvider = lazy(() => import('./modals-provider'));

/*
 * Mantine's modals manager (confirmations, the guest info dialog) is loaded with the first dialog,
 * not with the first page (issue 17.4). `modals.open…` of @mantine/modals are window events that a
 * mounted ModalsProvider answers: open dialogs through `withModals`, which mounts it first.
 */
let wanted = false;
let mounted = false;
const waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

function markMounted() {
  mounted = true;
  for (const resume of waiting.splice(0)) resume();
}

/** Runs `open` (a `modals.open…` call) once the modals manager listens. */
export function withModals(open: () => void) {
  if (mounted) return open();
  waiting.push(open);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the modals manager mounts, beside the app (dialogs are window events, not context). */
export function ModalsHost() {
  const needed = useSyncExternalStore(subscribe, () => wanted);
  return needed ? (
    <Suspense fallback={null}>
      <LazyModalsProvider onMounted={markMounted} />
    </Suspense>
  ) : null;
}
