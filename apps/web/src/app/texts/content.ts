import { contentEn } from '../../features/content/en';
import { mountTexts } from '../i18n';

// The articles' texts: the public article page, the back office's content screens, the results page's dialogs.
mountTexts({ content: contentEn });
