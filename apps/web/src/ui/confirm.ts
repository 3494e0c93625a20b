import { modals } from '@mantine/modals';
import i18n from '../lib/i18n';
import { withModals } from './modals';

/** Every delete asks first (spec: 'Do you really want to delete it?'). */
export function confirmDelete(onConfirm: () => void) {
  withModals(() =>
    modals.openConfirmModal({
      title: i18n.t('common.confirmDeleteTitle'),
      children: i18n.t('common.confirmDelete'),
      labels: { confirm: i18n.t('common.yes'), cancel: i18n.t('common.no') },
      confirmProps: { color: 'red.9' },
      onConfirm,
    }),
  );
}

/** An action that loses or sends something asks first, in its own words; No keeps everything as it is. */
export function confirmAction({ title, message, confirm, onConfirm }: { title: string; message: string; confirm: string; onConfirm: () => void }) {
  withModals(() =>
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm, cancel: i18n.t('common.no') },
      onConfirm,
    }),
  );
}
