import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const src = join(__dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2]);
}

describe('architecture (bulletproof-react rules)', () => {
  it('features do not import each other', () => {
    const offences: string[] = [];
    for (const file of files(join(src, 'features'))) {
      const feature = relative(join(src, 'features'), file).split(sep)[0];
      for (const spec of imports(file)) {
        const m = /^@\/features\/([^/]+)/.exec(spec);
        if (m && m[1] !== feature) offences.push(`${relative(src, file)} -> ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('shared code (components, hooks, lib) imports no feature or app code', () => {
    const offences: string[] = [];
    for (const dir of ['components', 'hooks', 'lib']) {
      for (const file of files(join(src, dir))) {
        if (file.includes('__tests__')) continue;
        for (const spec of imports(file)) {
          // hooks/store.ts needs the store's types only.
          if (spec.startsWith('@/features/') || (spec.startsWith('@/app/') && !(dir === 'hooks' && spec === '@/app/store'))) {
            offences.push(`${relative(src, file)} -> ${spec}`);
          }
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('there is one createApi', () => {
    const users = files(src).filter((f) => !f.includes('__tests__') && /createApi\(/.test(readFileSync(f, 'utf8')));
    expect(users.map((f) => relative(src, f))).toEqual([join('lib', 'api.ts')]);
  });
});
