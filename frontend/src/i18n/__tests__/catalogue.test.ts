import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import startEn from '../en.json';
import adminEn from '../admin.en.json';
import landingEn from '../landing.en.json';
import bankEn from '../bank.en.json';
import teachingEn from '../teaching.en.json';
import fr from '../fr.json';

/** Every English text: the first download's and the sections that come with their pages. */
const en = { ...startEn, ...adminEn, ...landingEn, ...bankEn, ...teachingEn };

type Tree = { [k: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'test' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

describe('translation catalogues', () => {
  const enKeys = keys(en as Tree);
  const frKeys = keys(fr as Tree);

  it('French has exactly the English keys', () => {
    expect(frKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !frKeys.includes(k))).toEqual([]);
  });

  it('every static key used in the code exists', () => {
    const root = join(__dirname, '..', '..');
    const used = new Set<string>();
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1]);
      // Template keys: check their fixed prefix exists as a group.
      for (const m of text.matchAll(/\bt\(\s*`([a-zA-Z0-9_.]+)\.\$\{/g)) used.add(`${m[1]}.*`);
    }
    const missing = [...used].filter((k) =>
      k.endsWith('.*') ? !enKeys.some((e) => e.startsWith(k.slice(0, -1))) : !enKeys.includes(k),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the specification words in English', () => {
    expect(en.auth.studentLogin).toBe('Student Login');
    expect(en.auth.askTeacher).toBe('Ask your teacher to create one for you');
    expect(en.auth.checkMailText).toBe('We have sent a password recover instruction to your email.');
    expect(en.common.notFound).toBe('404 Not Found');
    expect(en.quiz.dialogs.timeupText).toBe("Time's up! Your quiz will now be submitted.");
    expect(en.quiz.messages).toEqual({ perfect: 'Perfect!', goodJob: 'Good job!', keepPracticing: 'Keep practicing!' });
  });
});

describe('catalogue loading', () => {
  it('leaves the admin, landing, question bank and teaching sections out of the first download', async () => {
    const { ON_DEMAND_SECTIONS } = await import('../index');
    expect(Object.keys(startEn)).not.toContain('admin');
    expect(Object.keys(startEn)).not.toContain('landing');
    expect(Object.keys(startEn)).not.toContain('bank');
    expect(Object.keys(startEn)).not.toContain('teaching');
    expect([...Object.keys(adminEn), ...Object.keys(landingEn), ...Object.keys(bankEn), ...Object.keys(teachingEn)]).toEqual([...ON_DEMAND_SECTIONS]);
  });
});
