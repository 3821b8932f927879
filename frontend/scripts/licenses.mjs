// Offline guard on the web app's packages, the npm side of `just deny` (deny.toml is the Rust
// side): every package in package-lock.json must carry a licence on the allow list below, and
// come from the npm registry (no git, tarball-URL or other-registry packages). It reads only the
// lock file, so it needs neither the network nor node_modules. Usage: npm run licenses
import { readFileSync } from 'node:fs';

// The licences the lock file uses today, all permissive. MPL-2.0 is lightningcss (a build tool
// of Vite's, never bundled); BlueOak-1.0.0 is lru-cache, CC0-1.0 is mdn-data (both dev-only).
// Python-2.0 is argparse (under ESLint's js-yaml) and CC-BY-4.0 is caniuse-lite's browser data
// (under eslint-plugin-react-hooks' Babel): both lint-time only, never bundled; both permissive.
// A new licence fails the check until someone reads it and adds it here.
const ALLOWED = new Set([
  'MIT', 'MIT-0', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD',
  'BlueOak-1.0.0', 'CC0-1.0', 'MPL-2.0', 'Python-2.0', 'CC-BY-4.0',
]);
const REGISTRY = 'https://registry.npmjs.org/';

// An SPDX expression is allowed when it is satisfiable with allowed licences:
// `A OR B` needs one side, `A AND B` both; `A WITH exception` must be listed as a whole.
function allowed(expression) {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let i = 0;
  const primary = () => {
    const t = tokens[i++];
    if (t === '(') {
      const v = or();
      if (tokens[i++] !== ')') throw new Error('unbalanced parentheses');
      return v;
    }
    if (!t || t === ')' || /^(AND|OR|WITH)$/.test(t)) throw new Error(`unexpected "${t ?? 'end'}"`);
    let id = t;
    if (tokens[i] === 'WITH') id += ` WITH ${tokens[(i += 2) - 1]}`;
    return ALLOWED.has(id);
  };
  const and = () => {
    let v = primary();
    while (tokens[i] === 'AND') { i++; v = primary() && v; }
    return v;
  };
  const or = () => {
    let v = and();
    while (tokens[i] === 'OR') { i++; v = and() || v; }
    return v;
  };
  const v = or();
  if (i !== tokens.length) throw new Error(`unexpected "${tokens[i]}"`);
  return v;
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const problems = [];
const counts = new Map();
let total = 0;
for (const [path, pkg] of Object.entries(lock.packages ?? {})) {
  if (path === '' || !path.includes('node_modules/')) continue; // the app itself
  const name = `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${pkg.version}`;
  total++;
  if (pkg.link || (pkg.resolved && !pkg.resolved.startsWith(REGISTRY))) {
    problems.push(`${name}: source not allowed (${pkg.resolved ?? 'a link'}); only ${REGISTRY}`);
  }
  const license = typeof pkg.license === 'object' ? pkg.license?.type : pkg.license;
  counts.set(license ?? '(none)', (counts.get(license ?? '(none)') ?? 0) + 1);
  if (!license) {
    problems.push(`${name}: no licence in package-lock.json`);
    continue;
  }
  if (/^SEE LICEN[CS]E IN /i.test(license)) {
    problems.push(`${name}: licence "${license}" is a file of its own, not an SPDX expression`);
    continue;
  }
  try {
    if (!allowed(license)) problems.push(`${name}: licence "${license}" is not allowed`);
  } catch (e) {
    problems.push(`${name}: licence "${license}" is not an SPDX expression (${e.message})`);
  }
}

const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([l, n]) => `${l} ${n}`).join(', ');
if (problems.length) {
  console.error(`npm licences and sources: ${problems.length} problem(s) in ${total} packages`);
  for (const p of problems) console.error(`  ${p}`);
  console.error('Allowed licences are listed in frontend/scripts/licenses.mjs (policy: docs/decisions.md).');
  process.exit(1);
}
console.log(`npm licences and sources ok: ${total} packages (${summary})`);
