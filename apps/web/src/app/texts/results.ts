import { resultsEn, wizardEn } from '../../features/search/results-en';
import { mountTexts } from '../i18n';
import './content';

// The results page and its wizard (its dialogs close with the content texts' 'Close').
mountTexts({ results: resultsEn, wizard: wizardEn });
