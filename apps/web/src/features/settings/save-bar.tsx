import { useTranslation } from 'react-i18next';
import { FormActions } from '../../ui/form-actions';

/**
 * Cancel (history back, as on every form) and Save, kept in view at the bottom of a long settings
 * form so an administrator never scrolls back up to save.
 */
export function SaveBar({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  const { t } = useTranslation();
  return <FormActions saving={saving} unsavedLabel={dirty && t('settings.unsaved')} />;
}
