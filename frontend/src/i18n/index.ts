import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// Named imports let the bundler leave out the sections that come with their own pages
// (ON_DEMAND_SECTIONS): the admin back-office's and the landing page's texts.
import {
  common,
  nav,
  search,
  auth,
  onboarding,
  dashboard,
  subjects,
  quiz,
  results,
  attempts,
  weekly,
  leaderboard,
  reportCard,
  achievements,
  settings,
  notifications,
} from './en.json';

import { STORAGE } from '@/lib/constants';
import { readString, writeString } from '@/lib/storage';

const en = {
  common,
  nav,
  search,
  auth,
  onboarding,
  dashboard,
  subjects,
  quiz,
  results,
  attempts,
  weekly,
  leaderboard,
  reportCard,
  achievements,
  settings,
  notifications,
};

/** English sections loaded with the app. */
export const STARTUP_SECTIONS = Object.keys(en);
/** English sections that their feature adds when its code loads (see addEnglish). */
export const ON_DEMAND_SECTIONS = ['admin', 'landing'] as const;

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** French is loaded on demand so that the first download stays small. */
export async function loadLanguage(lng: string): Promise<void> {
  if (lng === 'fr' && !i18n.hasResourceBundle('fr', 'translation')) {
    const fr = (await import('./fr.json')).default;
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
  }
}

/** Adds a feature's English texts (French comes whole with fr.json). */
export function addEnglish(sections: Partial<Record<(typeof ON_DEMAND_SECTIONS)[number], object>>): void {
  i18n.addResourceBundle('en', 'translation', sections, true, true);
}

export async function changeLanguage(lng: Language): Promise<void> {
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
}

function initialLanguage(): Language {
  const stored = readString(STORAGE.language);
  return stored === 'fr' ? 'fr' : 'en';
}

const startLanguage = initialLanguage();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  partialBundledLanguages: true,
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  writeString(STORAGE.language, lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
if (startLanguage !== 'en') void changeLanguage(startLanguage);

export default i18n;
