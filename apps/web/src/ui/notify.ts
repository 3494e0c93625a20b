import { notifications } from '@mantine/notifications';
import i18n from '../lib/i18n';

export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message, autoClose: 4000 });

/** An error toast with the server's sentence, or the spec's fallback text. */
export function notifyError(error: unknown, fallbackKey = 'common.couldNotSave') {
  const message = error instanceof Error && error.message ? error.message : i18n.t(fallbackKey);
  notifications.show({ color: 'red', title: i18n.t(fallbackKey), message, autoClose: 7000 });
}
