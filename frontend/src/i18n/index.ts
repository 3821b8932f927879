import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { STORAGE } from '@/lib/constants';
import { readString, writeString } from '@/lib/storage';
import { loadFrenchCatalogue } from '@/lib/catalogueText';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * French is loaded on demand so that the first download stays small. The French names of the
 * catalogue's subjects and topics come in the same trip, so that a page switched to French
 * does not show them in English first; without them it still switches (see lib/catalogueText).
 */
export async function loadLanguage(lng: string): Promise<void> {
  if (lng !== 'fr') return;
  const catalogue = loadFrenchCatalogue().catch(() => undefined);
  if (!i18n.hasResourceBundle('fr', 'translation')) {
    const fr = (await import('./fr.json')).default;
    i18n.addResourceBundle('fr', 'translation', fr, true, true);
  }
  await catalogue;
}

/**
 * English sections that come with their pages' code (admin.en.json, landing.en.json, bank.en.json,
 * teaching.en.json), so that
 * the first download does not carry them; fr.json holds every section and loads on demand.
 */
export const ON_DEMAND_SECTIONS = ['admin', 'landing', 'bank', 'teaching'] as const;

/** Adds a feature's English texts. */
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
/**
 * Settles once the language chosen before is loaded (at once for English), whether or not its
 * texts came: main.tsx draws the app after it, so a French page is not drawn in English first
 * over the page's French HTML shell.
 */
export const startLanguageReady: Promise<void> =
  startLanguage === 'en' ? Promise.resolve() : changeLanguage(startLanguage).catch(() => undefined);

export default i18n;
