/**
 * The house rules, checked by a machine (run by `npm run lint` and `npm test`). Tests follow the
 * same boundaries as the code they test.
 *
 * What may import what:
 *   - a workspace reaches another workspace only by package name, and a package only through its
 *     package.json `exports` (no relative paths across packages, no `@gg/x/src/...`);
 *   - a remote never imports another remote, the shell or a service; the shell imports no remote;
 *     a service never imports another service, a frontend or a browser package;
 *   - inside a React app: `exposes/` (the public pages) may use features and shared code; a
 *     feature uses only itself and `shared/`; `shared/` uses neither features nor exposes;
 *   - inside a service: entry-points -> domain -> data-access, never backwards.
 *
 * What a game status means (live, final, …) is decided in @gg/contracts alone (gg/game-status-rules).
 */
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, readFileSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import ggRules from './scripts/eslint/house-rules.mjs';

const REMOTES = ['learn-remote', 'hub-remote', 'talk-remote'];
const FRONTENDS = ['shell', ...REMOTES];
const SERVICES = ['content', 'sports', 'talk'].map((s) => `services/${s}`);
const BACKENDS = ['api-gateway', ...SERVICES];
const REACT_PACKAGES = ['packages/ui', 'packages/glossary-links', 'packages/data', 'packages/preferences'];
const SOURCE = '**/*.{ts,tsx,mjs,cjs}';
/** Tests and test data: not shown to a fan, and free to say which exact status they expect. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/test-*.{ts,tsx}', '**/*-fixtures.ts', '**/fake-*.ts'];

/** The game statuses, read from their one definition so the lint follows it when one is added. */
const GAME_STATUSES = (() => {
  const file = 'packages/contracts/src/game-status.ts';
  const list = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').match(/GAME_STATUSES = \[([^\]]*)\]/)?.[1];
  if (!list) throw new Error(`eslint.config.mjs: no GAME_STATUSES list in ${file}`);
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
})();

const dirsIn = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
};

/** Feature folders are islands: each may import only itself (shared code goes to src/shared or a package). */
const appZones = (app) => [
  ...dirsIn(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/shared or a package.',
  })),
  { target: [`./${app}/src/features`, `./${app}/src/shared`], from: `./${app}/src/exposes`, message: 'Only the shell loads exposes.' },
  { target: `./${app}/src/shared`, from: `./${app}/src/features`, message: 'Shared code may not depend on a feature.' },
];

const serviceZones = (service) => [
  { target: `./${service}/src/data-access`, from: [`./${service}/src/domain`, `./${service}/src/entry-points`], message: 'data-access is the bottom tier: it knows nothing of domain or entry points.' },
  { target: `./${service}/src/domain`, from: `./${service}/src/entry-points`, message: 'domain never imports entry-points (HTTP stays at the edge).' },
];

const workspaceZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...FRONTENDS.filter((f) => f !== remote).map((f) => `./${f}`), './services', './api-gateway', './packages/service-kit'],
    message: 'A remote never imports another remote, the shell, a service or a backend package.',
  })),
  { target: './shell', from: [...REMOTES.map((r) => `./${r}`), './services', './api-gateway', './packages/service-kit'], message: 'The shell loads remotes at runtime only, through Module Federation.' },
  ...SERVICES.map((service) => ({
    target: `./${service}`,
    from: [...SERVICES.filter((s) => s !== service).map((s) => `./${s}`), ...FRONTENDS.map((f) => `./${f}`), './api-gateway', './packages/ui', './packages/data', './packages/preferences'],
    message: 'Services never import each other or a frontend (nor the browser\'s UI kit, data layer or preferences): they talk over HTTP.',
  })),
  { target: './api-gateway', from: [...SERVICES.map((s) => `./${s}`), ...FRONTENDS.map((f) => `./${f}`)], message: 'The gateway reaches services over HTTP only.' },
  // …and no UI code, but for the kit's server-side check of the time-zone cookie (no React in it)
  { target: './api-gateway', from: './packages/ui', except: ['./src/time/time-zone-cookie.ts', './src/theme/color-mode-cookie.ts'], message: 'The gateway uses no UI code (only @gg/ui/time-zone-cookie and @gg/ui/color-mode-cookie).' },
  { target: './packages', from: [...FRONTENDS.map((f) => `./${f}`), ...BACKENDS.map((b) => `./${b}`)], message: 'Packages never depend on an app.' },
  // the browser's packages in layers: data layer, then the design system, then the fan's preferences
  { target: './packages/data', from: ['./packages/ui', './packages/preferences'], message: 'The data layer sits below the UI kit and the preferences: it imports neither.' },
  { target: './packages/ui', from: './packages/preferences', message: 'The UI kit sits below the preferences: it never imports them.' },
  // releases are Node code (the release command, the remotes' static servers): no page ever loads them
  { target: [...FRONTENDS.map((f) => `./${f}/src`), ...REACT_PACKAGES.map((p) => `./${p}`), './packages/routes', './packages/router'], from: './packages/releases', message: 'Releases are for the release command and the servers: browser code never imports them.' },
];

const PACKAGE_FILES = [{ group: ['@gg/*/src', '@gg/*/src/**'], message: 'Import a package through its package.json exports, not its files.' }];
// a direct import would bring a second, unshared router (and all of react-router) onto the page
// and likewise a second, unshared React Query, whose hooks would not see the page's QueryClient
const NO_STATIC_THEME = { name: '@gg/ui', importNames: ['theme'], message: 'Read the theme in styles as ({ theme }) => …, or with useTheme() in a component.' };
const NO_BUNDLED_CONTENT = { name: '@gg/content', message: 'Pages ask the content service for content (it changes without a rebuild, and stays out of the download); only tests read @gg/content.' };
const SHARED_FACADES = [
  ...['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Import routing from @gg/router, the shared facade.' })),
  ...['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({ name, message: 'Import React Query from @gg/data, the shared facade.' })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.test-results/**', 'e2e/screenshots/**', 'data/**', 'build/**', '.releases/**', '**/*.d.ts'] },
  // a violation is fixed, never switched off in place
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [SOURCE],
    plugins: { 'import-x': importX, 'check-file': checkFile, gg: ggRules },
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `interface Theme extends AppTheme {}` is how Emotion's theme type is augmented
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-unresolved': 'error', // also catches deep imports a package's `exports` does not offer
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...workspaceZones, ...FRONTENDS.flatMap(appZones), ...SERVICES.flatMap(serviceZones)] }],
      'no-restricted-imports': ['error', { paths: SHARED_FACADES, patterns: PACKAGE_FILES }],
      'gg/no-outside-doc-refs': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE', '{e2e,bench,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // what reaches a fan (pages, API answers, calendar feeds, content) is in American English; tests and test data are not shown
    files: [...FRONTENDS, ...BACKENDS, 'packages/*'].map((d) => `${d}/src/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: { 'gg/american-english': 'error' },
  },
  {
    // what a status means is decided once, beside GameStatusSchema; scripts (bench, e2e) read raw JSON and are not checked
    files: [...FRONTENDS, ...BACKENDS, 'packages/*'].map((d) => `${d}/src/**/*.{ts,tsx}`),
    ignores: ['packages/contracts/**', ...TEST_FILES],
    rules: { 'gg/game-status-rules': ['error', { statuses: GAME_STATUSES }] },
  },
  // webpack and jest look for these exact names
  { files: ['**/webpack.config.ts', '**/jest.config.cjs', 'eslint.config.mjs'], rules: { 'check-file/filename-naming-convention': 'off' } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' }, languageOptions: { sourceType: 'commonjs' } },
  {
    // React apps and the React packages (UI kit, glossary links): hooks rules, accessibility, one styling idiom
    files: [...FRONTENDS.map((f) => `${f}/src/**/*.{ts,tsx}`), ...REACT_PACKAGES.map((p) => `${p}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      'gg/theme-tokens': 'error',
      'no-restricted-syntax': ['error',
        { selector: 'JSXAttribute[name.name="style"]', message: 'Style with a styled component and theme tokens, not an inline style object.' },
        { selector: 'JSXAttribute[name.name="css"]', message: 'Style with a styled component (one idiom across the apps), not the css prop.' },
        ...['callee.object.name', 'callee.callee.name'].map((styled) => ({
          selector: `CallExpression[${styled}="styled"] > ArrowFunctionExpression[params.length=1][params.0.type="ObjectPattern"][params.0.properties.length=1][params.0.properties.0.key.name="theme"]`,
          message: 'Styles drawn from the theme alone go through themed(({ theme }) => …): made into CSS once, not in every render.',
        })),
      ],
    },
  },
  {
    // apps (and packages that style with the theme) read it from Emotion's context (`({ theme }) => …`), never a static import
    files: [...FRONTENDS, 'packages/glossary-links', 'packages/preferences'].map((f) => `${f}/src/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { paths: [...SHARED_FACADES, NO_STATIC_THEME, NO_BUNDLED_CONTENT], patterns: PACKAGE_FILES }] },
  },
  {
    // tests read the guide's real content instead of copies of it
    files: [...FRONTENDS, 'packages/glossary-links'].flatMap((f) => [`${f}/src/**/*.test.{ts,tsx}`, `${f}/src/**/test/**`]),
    rules: { 'no-restricted-imports': ['error', { paths: [...SHARED_FACADES, NO_STATIC_THEME], patterns: PACKAGE_FILES }] },
  },
  // the facades are the one place that imports React Router and React Query
  { files: ['packages/router/src/**', 'packages/data/src/**'], rules: { 'no-restricted-imports': ['error', { patterns: PACKAGE_FILES }] } },
  {
    // entries each app bundles reach the page's shared modules by name: a relative import would
    // bundle a second copy (another QueryClient context, another preferences store)
    files: ['packages/data/src/queries.ts', 'packages/preferences/src/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        paths: [...SHARED_FACADES, NO_STATIC_THEME],
        patterns: [...PACKAGE_FILES, { group: ['./index', './client', './query-client', './viewing-preferences'], message: 'Import the shared module by its package name (@gg/data, @gg/preferences).' }],
      }],
    },
  },
  // the theme's own definition and the diagram palette are where colour literals live
  { files: ['packages/ui/src/theme/**'], rules: { 'gg/theme-tokens': 'off' } },
);
