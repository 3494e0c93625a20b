import { modals } from '@mantine/modals';
import i18n from '../lib/i18n';
import { withModals } from './modals';

type Confirm = { title: string; message: string; confirm: string; onConfirm: () => void; danger?: boolean };

/** An action that loses or sends something asks first, in its own words; No keeps everything as it is. A `danger` one confirms on red. */
export function confirmAction({ title, message, confirm, onConfirm, danger }: Confirm) {
  withModals(() =>
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm, cancel: i18n.t('common.no') },
      ...(danger ? { confirmProps: { color: 'red.9' } } : {}),
      onConfirm,
    }),
  );
}

/** Every delete asks first (spec: 'Do you really want to delete it?'). */
export const confirmDelete = (onConfirm: () => void) =>
  confirmAction({
    title: i18n.t('common.confirmDeleteTitle'),
    message: i18n.t('common.confirmDelete'),
    confirm: i18n.t('common.yes'),
    onConfirm,
    danger: true,
  });
