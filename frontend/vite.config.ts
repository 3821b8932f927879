/// <reference types="vitest/config" />
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fillShell, withShell } from './scripts/page-shell.ts';

// The API server (the Rust binary); SABI_API_URL points the dev server elsewhere.
const backend = process.env.SABI_API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': backend, '/gen': backend, '/review': backend };

// Issue 20, item 3 (a slow phone: every request costs a 400 ms round trip). The code of the
// back-office and the teacher's pages (admin, teaching, question bank, and their English texts)
// goes under assets/staff/: it is left out of the service worker's precache, so a student's
// phone does not download it to work offline; those pages load it from the network.
const STAFF = /[\\/]src[\\/](features[\\/](admin|teaching|bank)[\\/]|i18n[\\/](admin|teaching|bank)\.en\.json)/;
// A staff page's own chunk (its route module and what only staff pages use), or a chunk of staff code alone.
const staffOnly = ({ facadeModuleId, moduleIds }: { facadeModuleId: string | null; moduleIds: readonly string[] }) => {
  if (facadeModuleId && STAFF.test(facadeModuleId)) return true;
  const own = moduleIds.filter((id) => !id.startsWith('\0'));
  return own.length > 0 && own.every((id) => STAFF.test(id));
};

// The libraries every page needs (React, the router, MUI's styling, i18next, Redux) in one
// chunk, and MUI's form controls (text fields and what a select pulls in: menus, popovers,
// modals; the password field's eye) in another, instead of some fifty small shared chunks that a
// first visit to /login would fetch one round trip after another. The rest of MUI's components
// (`mui-more`) and its icons (`icons`) are one chunk each too: the signed-in pages used some
// thirty small ones, and a browser opens six connections to a server (HTTP/1.1), so on a slow
// link each six cost a round trip.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|styled-engine|utils|private-theming|types)|react-is|hoist-non-react-statics|prop-types|clsx|@babel[\\/]runtime|i18next|react-i18next|html-parse-stringify|void-elements|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]|[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]redux-toolkit[^\\/]*$/;
const MUI_CORE =
  /[\\/]node_modules[\\/]@mui[\\/](material[\\/](styles|CssBaseline|GlobalStyles|ButtonBase|Button|Typography|Box|Stack|Container|CircularProgress|SvgIcon|utils|internal|zero-styled|DefaultPropsProvider|useMediaQuery|transitions|colors|className)[\\/]|icons-material[\\/]utils[\\/])/;
const MUI_FORMS =
  /[\\/]node_modules[\\/](@mui[\\/]material[\\/](TextField|InputBase|OutlinedInput|FilledInput|Input|InputLabel|InputAdornment|FormControl|FormLabel|FormHelperText|Select|NativeSelect|Menu|MenuItem|MenuList|List|Popover|Modal|Portal|Backdrop|Fade|Grow|Unstable_TrapFocus|IconButton|Paper|Link|ToggleButton|ToggleButtonGroup|TextareaAutosize|Transition)[\\/]|@mui[\\/]icons-material[\\/](Visibility|VisibilityOff)\.m?js|react-transition-group[\\/])/;

// A build step run once the build is written (after the service worker), with the output folder.
function afterBuild(name: string, run: (outDir: string) => Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => run(outDir) },
  };
}

// Issue 20, item 3: the pages a cold visit opens first get a page of their own, the app's
// index.html with that route's code preloaded too (its chunk and what it imports), so the phone
// fetches it beside the framework instead of one round trip after it: /login (login/index.html),
// onboarding (userJourney/index.html) and / (home/index.html). The landing page's also draws its header and hero from HTML alone
// (`shell`, see scripts/page-shell.ts), so its content and links work before any script. The
// server sends a folder's index.html for its route, and home/index.html for /
// (crates/server/src/web_app.rs); every other route still gets index.html. The service worker
// does not precache these pages (repeat visits use index.html from the precache).
const ROUTE_PAGES: {
  folder: string;
  module: string;
  /** Modules the page loads later but needs soon (the sign-in calls, a layout), preloaded with it. */
  soon?: string[];
  shell?: string;
  /** The texts a shell's {{key}}s are filled from; `as` puts a file's under a prefix ({{fr.key}}). */
  texts?: { file: string; as?: string }[];
}[] = [
  {
    folder: 'login',
    module: 'src/features/auth/routes/Login.tsx',
    // A press on the HTML form signs in the moment the app is drawn: its calls are there by then.
    soon: ['src/features/auth/api.ts', 'src/lib/commonApi.ts'],
    shell: 'src/features/auth/shell/login.html',
    texts: [{ file: 'src/i18n/en.json' }, { file: 'src/i18n/fr.json', as: 'fr' }],
  },
  { folder: 'userJourney', module: 'src/features/onboarding/routes/UserJourney.tsx' },
  {
    // /start-quiz/subject/…/mode/…: the server gives a route under a page's folder that page.
    folder: 'start-quiz',
    module: 'src/features/quiz/routes/StartQuiz.tsx',
    // Its layout is drawn with it: both download beside the framework.
    soon: ['src/app/layouts/StudentLayout.tsx'],
    shell: 'src/features/quiz/shell/start-quiz.html',
    texts: [{ file: 'src/i18n/en.json' }, { file: 'src/i18n/fr.json', as: 'fr' }],
  },
  {
    folder: 'home',
    module: 'src/features/landing/routes/Landing.tsx',
    shell: 'src/features/landing/shell/landing.html',
    texts: [{ file: 'src/i18n/en.json' }, { file: 'src/i18n/landing.en.json' }],
  },
];
type ManifestChunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean };
const routePages = () =>
  afterBuild('sabi-route-pages', async (outDir) => {
    const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const closure = (key: string, seen = new Set<string>()) => {
      if (!seen.has(key) && manifest[key]) {
        seen.add(key);
        for (const dep of manifest[key].imports ?? []) closure(dep, seen);
      }
      return seen;
    };
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    if (!entry) throw new Error('no entry in the build manifest');
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const already = closure(entry);
    // A module's chunk: its own key, or a shared chunk named after it (src/lib/commonApi.ts is
    // `_commonApi-<hash>.js`, named commonApi).
    const chunkOf = (module: string) => {
      const name = basename(module).replace(/\.[jt]sx?$/, '');
      const key = manifest[module] ? module : Object.keys(manifest).find((k) => manifest[k].name === name);
      if (!key) throw new Error(`${module} is not in the build manifest`);
      return key;
    };
    for (const { folder, module, soon, shell, texts } of ROUTE_PAGES) {
      if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
      const wanted = new Set<string>();
      for (const key of [module, ...(soon ?? []).map(chunkOf)]) closure(key, wanted);
      const links = [...wanted]
        .filter((key) => !already.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
      if (!html.includes('</head>')) throw new Error('index.html has no </head>');
      let page = html.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
      if (shell) {
        const read = async (file: string) => readFile(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8');
        const sections = await Promise.all(
          (texts ?? []).map(async ({ file, as }) => {
            const section = JSON.parse(await read(file)) as object;
            return as ? { [as]: section } : section;
          }),
        );
        page = withShell(page, fillShell(await read(shell), Object.assign({}, ...sections)));
      }
      await mkdir(join(outDir, folder), { recursive: true });
      await writeFile(join(outDir, folder, 'index.html'), page);
    }
  });

// Issue 20, item 3: every text file of the build gets a brotli (.br, quality 11) and a gzip (.gz,
// level 9) copy beside it, made once here with Node's own zlib, so the server sends the smallest
// the browser accepts without compressing on each request (crates/server/src/web_app.rs). It runs
// last, after the service worker is written, so sw.js is compressed too. A copy that would not be
// smaller is not written.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const files = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
};
const precompress = () =>
  afterBuild('sabi-precompress', async (outDir) => {
    const todo = (await files(outDir)).filter((file) => COMPRESSIBLE.test(file));
    await Promise.all(
      todo.map(async (file) => {
        const [plain, size] = await Promise.all([readFile(file), stat(file).then((s) => s.size)]);
        const [br, gz] = await Promise.all([
          brotli(plain, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: size,
            },
          }),
          gzipped(plain, { level: 9 }),
        ]);
        // Both or neither, so a browser that takes gzip only never gets a file compressed on the fly instead.
        if (br.length < size && gz.length < size) {
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }
      }),
    );
  });

export default defineConfig({
  plugins: [
    react(),
    // The app shell works offline (issue 20): a Workbox service worker precaches index.html and
    // the hashed assets and answers the app's routes with index.html. It never caches the API
    // (nor /gen, /review or uploaded /files): those always go to the network. An update waits
    // ('prompt') and is applied by the app when no quiz is open (src/lib/swUpdate.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Sabi',
        short_name: 'Sabi',
        description: "Quizzes for Cameroon's schools, Class 4 to Upper Sixth",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1b5e20',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/*.png'],
        // The staff pages' code (see STAFF above) is not precached: it loads from the network.
        // Nor are the route pages (see ROUTE_PAGES): offline, every route is index.html.
        globIgnores: ['assets/staff/**', ...ROUTE_PAGES.map(({ folder }) => `${folder}/**`)],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/gen\//, /^\/review\//, /^\/files\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    routePages(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          staffOnly(chunk) ? 'assets/staff/[name]-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            { name: 'mui-core', test: MUI_CORE, priority: 2 },
            { name: 'mui-forms', test: MUI_FORMS, priority: 1 },
            { name: 'mui-more', test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/, priority: 0 },
            { name: 'icons', test: /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/, priority: 0 },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Unit and component tests only; browser tests (e2e/) have their own runner.
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
    // Fake timers leave setImmediate real: fake-indexeddb (the outbox's tests) schedules with it.
    fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
  },
});
