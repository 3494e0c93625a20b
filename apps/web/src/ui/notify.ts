import { notifications } from '@mantine/notifications';
import { ApiError, SESSION_EXPIRED } from '../lib/api-client';
import i18n from '../lib/i18n';
import { type ShownToast, type ToastKind, toastKey, toastsReplacedBy, toastsToHide } from './toast-rules';

/** The toasts on screen, by id (toast-rules.ts): what `leavePage` reads. */
const shown = new Map<string, ShownToast>();

function hide(id: string) {
  shown.delete(id);
  notifications.hide(id);
}

function show(kind: ToastKind, title: string | undefined, message: string, autoClose: number) {
  // The same text again is the toast already shown, not a second one (Mantine ignores a known id).
  const id = toastKey(kind, title, message);
  // A new reason for the same refusal replaces the old one (toast-rules.ts).
  for (const stale of toastsReplacedBy(shown.values(), { id, kind, title })) hide(stale);
  shown.set(id, { id, kind, title, path: window.location.pathname, at: performance.now() });
  notifications.show({ id, color: kind === 'success' ? 'teal' : 'red', title, message, autoClose, onClose: () => shown.delete(id) });
}

export const notifySuccess = (message: string) => show('success', undefined, message, 4000);

/** Resolves once toasts are on screen: their component loads after the first page (./toasts-host.tsx). */
export { toastsShown } from './toasts-host';

/** An error toast with the server's sentence, or the spec's fallback text. */
export function notifyError(error: unknown, fallbackKey = 'common.couldNotSave') {
  // An expired session is said once, on the login page it leads to (account spec §8, issue 18.3).
  if (error instanceof ApiError && error.code === SESSION_EXPIRED) return;
  const message = error instanceof Error && error.message ? error.message : i18n.t(fallbackKey);
  show('error', i18n.t(fallbackKey), message, 7000);
}

/** The user goes to another page: the toasts of the page left do not follow (toast-rules.ts). */
export function leavePage(nextPath: string) {
  for (const id of toastsToHide(shown.values(), nextPath, performance.now())) hide(id);
}
