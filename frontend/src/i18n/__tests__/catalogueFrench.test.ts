import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import french from '../catalogue.fr.json';

/**
 * catalogue.fr.json against the seeded catalogue the server ships (crates/app/data/catalogue.json):
 * every subject's and topic's name and description has a French text that is really French.
 */
interface Named {
  name: string;
  description: string;
}
interface Catalogue {
  subjects: (Named & { offerings: { topics: Named[] }[] })[];
}

const catalogue = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', '..', 'crates', 'app', 'data', 'catalogue.json'), 'utf8'),
) as Catalogue;
const map: Record<string, string> = french;

/** The texts a student sees, each with the subject it belongs to. */
const texts = catalogue.subjects.flatMap((s) => [
  { subject: s.name, text: s.name },
  { subject: s.name, text: s.description },
  ...s.offerings.flatMap((o) => o.topics.flatMap((t) => [t.name, t.description].map((text) => ({ subject: s.name, text })))),
]);

/** French Language's texts may be French already; they may stay as they are. */
const FRENCH_SUBJECT = 'French Language';

/**
 * Names that are the same word in both languages and may rightly stay as they are. Today's
 * catalogue needs none of them (its French says "Sciences"); the list stays short so that the
 * check below stays a check.
 */
const SAME_IN_BOTH = new Set<string>(['Science', 'Transport', 'Internet']);

/** Words that only English has: a French text holding one was left (partly) untranslated. */
const ENGLISH_ONLY = /\b(the|and|of|with|for|from|how|what|their|is|are)\b/i;

describe('the catalogue in French', () => {
  it('has a French text for every subject and topic name and description', () => {
    const missing = [...new Set(texts.map((t) => t.text))].filter((text) => !Object.hasOwn(map, text));
    expect(missing).toEqual([]);
  });

  it('has no empty or padded text', () => {
    expect(Object.entries(map).filter(([, fr]) => !fr.trim() || fr !== fr.trim())).toEqual([]);
  });

  it('changes every text that is not French Language’s, apart from words the same in both', () => {
    const unchanged = texts.filter(({ subject, text }) => subject !== FRENCH_SUBJECT && map[text] === text && !SAME_IN_BOTH.has(text));
    expect(unchanged.map((t) => t.text)).toEqual([]);
  });

  it('leaves no English words in the French', () => {
    expect(Object.values(map).filter((fr) => ENGLISH_ONLY.test(fr))).toEqual([]);
  });

  it('keeps a description a sentence and a name a name', () => {
    expect(Object.entries(map).filter(([en, fr]) => en.endsWith('.') !== fr.endsWith('.'))).toEqual([]);
  });

  it('holds nothing the catalogue no longer has', () => {
    const known = new Set(texts.map((t) => t.text));
    expect(Object.keys(map).filter((en) => !known.has(en))).toEqual([]);
  });
});
