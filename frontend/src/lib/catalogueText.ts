/**
 * The names and descriptions of subjects and topics in the interface's language.
 *
 * The server stores and sends the catalogue in English (crates/app/data/catalogue.json), and
 * URLs, searches and saved attempts keep those English names. Only what a student reads
 * changes: in French, `i18n/catalogue.fr.json` maps each English name and description of the
 * seeded catalogue to its French text. That map is loaded on demand, the first time the
 * interface is in French, so English users and the first download never carry it. A name the
 * map does not know (a subject an admin created) is shown as the server sent it.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { slugify } from './slug';

type CatalogueMap = Readonly<Record<string, string>>;

/** Shows a catalogue text (a subject's or topic's name or description) in the interface's language. */
export type CatalogueTranslate = (text: string | null | undefined) => string;

export interface CatalogueText {
  /** A subject's or topic's name as the student should read it. */
  name: CatalogueTranslate;
  /** A subject's or topic's description as the student should read it. */
  description: CatalogueTranslate;
}

let french: CatalogueMap | null = null;
let pending: Promise<CatalogueMap> | null = null;
const listeners = new Set<() => void>();

/**
 * Fetches the French catalogue once; later calls share the same download. A failed download
 * (offline, say) is forgotten so that the next French screen tries again, and meanwhile the
 * names stay as the server sent them.
 */
export function loadFrenchCatalogue(): Promise<CatalogueMap> {
  pending ??= import('@/i18n/catalogue.fr.json')
    .then((module) => {
      french = module.default as CatalogueMap;
      for (const listener of listeners) listener();
      return french;
    })
    .catch((err: unknown) => {
      pending = null;
      throw err;
    });
  return pending;
}

/** Whether the French catalogue has arrived (tests check that English never loads it). */
export function frenchCatalogueLoaded(): boolean {
  return french !== null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isFrench(language: string | undefined): boolean {
  return (language ?? '').split('-')[0] === 'fr';
}

/**
 * The French texts by the slug of their English, for names read back from a URL without a
 * stored copy (`Newtons_Laws_of_Motion` unslugifies to "Newtons Laws of Motion"). Built once.
 */
let bySlug: Map<string, string> | null = null;

function slugIndex(map: CatalogueMap): Map<string, string> {
  bySlug ??= new Map(Object.entries(map).map(([english, text]) => [slugify(english), text]));
  return bySlug;
}

function translator(map: CatalogueMap | null): CatalogueTranslate {
  return (text) => {
    if (!text) return '';
    if (!map) return text;
    if (Object.hasOwn(map, text)) return map[text];
    return slugIndex(map).get(slugify(text)) ?? text;
  };
}

const asSent = translator(null);

/**
 * `name(text)` and `description(text)` for the current language; the screen shows French as
 * soon as the map arrives. Use it wherever a subject's or topic's name or description is shown
 * to a student; keep the English text for URLs, API calls and what is saved.
 */
export function useCatalogueText(): CatalogueText {
  const { i18n } = useTranslation();
  const inFrench = isFrench(i18n.language);
  const map = useSyncExternalStore(subscribe, () => french);
  useEffect(() => {
    // Nothing to do on failure: the names stay as sent, and the next French screen retries.
    if (inFrench) loadFrenchCatalogue().catch(() => undefined);
  }, [inFrench]);
  return useMemo(() => {
    const translate = inFrench ? translator(map) : asSent;
    return { name: translate, description: translate };
  }, [inFrench, map]);
}
