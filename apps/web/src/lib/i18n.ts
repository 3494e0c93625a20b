import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bookingsEn } from '../features/bookings/en';
import { contentEn } from '../features/content/en';
import { hotelsEn } from '../features/hotels/en';
import { resultsEn, searchEn, wizardEn } from '../features/search/en';
import { settingsEn } from '../features/settings/en';
import { en } from './en';

void i18n.use(initReactI18next).init({
  // Each feature keeps its texts in its own file, mounted under its namespace key.
  resources: { en: { translation: { ...en, hotels: hotelsEn, bookings: bookingsEn, settings: settingsEn, content: contentEn, search: searchEn, results: resultsEn, wizard: wizardEn } } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
