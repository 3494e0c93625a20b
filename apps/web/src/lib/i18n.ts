import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

// The shared texts; app/i18n.ts adds each feature's texts under its namespace key.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  // No sponsor banner in the browser console or the test output.
  showSupportNotice: false,
});

export default i18n;
