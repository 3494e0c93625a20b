/**
 * The rules of the app's toasts (issue 18.2), kept apart from Mantine so they can be tested:
 * a toast is known by its kind and text (the same text twice is one toast); a new refusal of the
 * same action (the same title: 'Please check your search', 'Could not save') replaces the one
 * before, whose reason is stale; and leaving a page closes the error toasts of that page while a
 * fresh success toast, which announces the navigation the user just caused ('Success login !',
 * 'Successfully created !'), stays.
 */
export type ToastKind = 'success' | 'error';

/** A toast on screen: where and when (a monotonic clock, ms) it was shown. */
export type ShownToast = { id: string; kind: ToastKind; title?: string; path: string; at: number };

/** How long a success toast counts as announcing the navigation that follows it. */
export const FRESH_SUCCESS_MS = 2000;

/** The toast's id: its kind and text, so showing the same text again does not stack a copy. */
export const toastKey = (kind: ToastKind, title: string | undefined, message: string) => `${kind}:${title ?? ''}:${message}`;

/** The error toasts a new error toast replaces: the same action's (same title) with another reason. */
export function toastsReplacedBy(shown: Iterable<ShownToast>, next: Pick<ShownToast, 'id' | 'kind' | 'title'>): string[] {
  if (next.kind !== 'error' || !next.title) return [];
  return [...shown].filter((toast) => toast.kind === 'error' && toast.title === next.title && toast.id !== next.id).map((toast) => toast.id);
}

/**
 * The toasts to close when the user goes to `nextPath` at `now`: every toast of another page but
 * a success toast shown in the last FRESH_SUCCESS_MS (it announces this navigation).
 */
export function toastsToHide(shown: Iterable<ShownToast>, nextPath: string, now: number): string[] {
  const hide: string[] = [];
  for (const toast of shown) {
    if (toast.path === nextPath) continue;
    if (toast.kind === 'success' && now - toast.at <= FRESH_SUCCESS_MS) continue;
    hide.push(toast.id);
  }
  return hide;
}
