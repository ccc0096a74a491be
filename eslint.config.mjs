// Root ESLint config. Every project re-exports it from its own eslint.config.mjs.
// The module boundaries below are the spec in docs/architecture.md ("Boundaries"); tools/lint
// holds the tests that prove each constraint fails on a forbidden import.
import { globSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const workspaceRoot = import.meta.dirname;

const SOURCE_FILES = ['**/*.ts', '**/*.tsx', '**/*.cts', '**/*.mts', '**/*.js', '**/*.jsx', '**/*.cjs', '**/*.mjs'];

/** Tests run in Node under the test runner, whatever the project's platform. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', '**/*.spec.tsx', '**/src/test-setup.ts'];

/** Build and tool configs: they run in Node and may load the workspace's shared tooling. */
const CONFIG_FILES = [
  '**/vitest.config.ts',
  '**/vite.config.ts',
  '**/playwright.config.ts',
  '**/drizzle.config.ts',
  '**/eslint.config.mjs',
  // Build plugins run in Node inside the bundler, whatever the project's platform.
  '**/vite-plugins/**/*.ts',
];

/**
 * The root modules a project's config may reach by relative path (they belong to no project, so
 * the rule would otherwise report them as relative imports of external resources).
 */
const SHARED_TOOLING_IMPORTS = [
  '^(\\.\\./)+eslint\\.config\\.mjs$',
  // The vitest project factory and the package-test harness (tools/vitest), the library build (tools/vite).
  '^(\\.\\./)+tools/vitest/[a-z-]+(\\.[jt]s)?$',
  '^(\\.\\./)+tools/vite/folio-library(\\.[jt]s)?$',
];

// ---------------------------------------------------------------------------------------------
// External packages each platform must not import.
// ---------------------------------------------------------------------------------------------

const BROWSER_ONLY_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'ky',
  'ky/*',
  'jotai',
  'jotai/*',
  '@tanstack/react-*',
];

const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_'));

const SERVER_ONLY_PACKAGES = [
  'hono',
  'hono/*',
  '@hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  'pg/*',
  'postgres',
  '@electric-sql/*',
  // Listed for completeness: @nx/enforce-module-boundaries resolves Node built-ins to no
  // project at all and skips them, so the `no-restricted-imports` block further down is what
  // actually rejects them in web and neutral code.
  'node:*',
  ...NODE_BUILTINS,
];

// ---------------------------------------------------------------------------------------------
// Dependency constraints. No `*` anywhere: a project without tags matches no constraint and the
// rule then rejects every import it makes, and every constraint below rejects importing it.
// ---------------------------------------------------------------------------------------------

const SCOPES = ['scope:shared', 'scope:commerce', 'scope:catalog', 'scope:marketing', 'scope:app'];
const LIB_TYPES = ['type:contract', 'type:web', 'type:server', 'type:ui', 'type:util', 'type:testing'];

const scopeConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:commerce',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:commerce'],
    // notDependOnLibsWithTags follows the whole dependency tree, not only the direct import.
    notDependOnLibsWithTags: ['scope:marketing', 'scope:catalog'],
  },
  {
    sourceTag: 'scope:catalog',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:catalog'],
    notDependOnLibsWithTags: ['scope:commerce', 'scope:marketing'],
  },
  {
    sourceTag: 'scope:marketing',
    onlyDependOnLibsWithTags: ['scope:shared', 'scope:marketing', 'scope:catalog'],
    notDependOnLibsWithTags: ['scope:commerce'],
  },
  // The shells compose every scope; listed by name so an untagged project still fails.
  { sourceTag: 'scope:app', onlyDependOnLibsWithTags: SCOPES },
];

const typeConstraints = [
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
  {
    sourceTag: 'type:server',
    onlyDependOnLibsWithTags: ['type:contract', 'type:util', 'type:server', 'type:testing'],
    notDependOnLibsWithTags: ['type:web', 'type:ui'],
  },
  {
    sourceTag: 'type:web',
    onlyDependOnLibsWithTags: ['type:contract', 'type:util', 'type:web', 'type:ui', 'type:testing'],
    notDependOnLibsWithTags: ['type:server'],
  },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contract'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: LIB_TYPES },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: LIB_TYPES },
];

const platformConstraints = [
  {
    sourceTag: 'platform:node',
    onlyDependOnLibsWithTags: ['platform:node', 'platform:neutral'],
    bannedExternalImports: BROWSER_ONLY_PACKAGES,
  },
  {
    sourceTag: 'platform:web',
    onlyDependOnLibsWithTags: ['platform:web', 'platform:neutral'],
    bannedExternalImports: SERVER_ONLY_PACKAGES,
  },
  {
    sourceTag: 'platform:neutral',
    onlyDependOnLibsWithTags: ['platform:neutral'],
    bannedExternalImports: [...BROWSER_ONLY_PACKAGES, ...SERVER_ONLY_PACKAGES],
  },
];

/**
 * Tests and tool configs of web and neutral projects run in Node: they keep every project
 * boundary but may use server-side packages (a fake API built with Hono, node:fs fixtures).
 */
const toolingPlatformConstraints = platformConstraints.map(({ bannedExternalImports, ...constraint }) =>
  constraint.sourceTag === 'platform:node' ? { ...constraint, bannedExternalImports } : constraint,
);

const boundaries = (depConstraints, allow = []) => [
  'error',
  { enforceBuildableLibDependency: true, allow, depConstraints },
];

/**
 * The shells' own tests exercise the composition across the wire (the browser client against the
 * real API in-process), so they may import either platform; every other rule still holds.
 */
const SHELL_TEST_FILES = ['apps/*/src/**/*.test.ts', 'apps/*/src/**/*.test.tsx'];
const shellTestPlatformConstraints = toolingPlatformConstraints.map((constraint) =>
  constraint.sourceTag === 'platform:neutral'
    ? constraint
    : {
        sourceTag: constraint.sourceTag,
        onlyDependOnLibsWithTags: ['platform:node', 'platform:web', 'platform:neutral'],
      },
);

const depConstraints = [...scopeConstraints, ...typeConstraints, ...platformConstraints];
const toolingDepConstraints = [...scopeConstraints, ...typeConstraints, ...toolingPlatformConstraints];
const shellTestDepConstraints = [...scopeConstraints, ...typeConstraints, ...shellTestPlatformConstraints];

// ---------------------------------------------------------------------------------------------
// Node built-ins in web and neutral projects. The Nx rule cannot see built-ins (see above), so
// the projects' roots are read from their manifests and a plain `no-restricted-imports` applies.
// ---------------------------------------------------------------------------------------------

function readJson(path) {
  return JSON.parse(readFileSync(join(workspaceRoot, path), 'utf8'));
}

/** Project roots with their tags, from package.json `nx.tags` and project.json `tags`. */
function readProjectTags() {
  const { workspaces = [] } = readJson('package.json');
  const manifests = globSync(
    [...workspaces.map((pattern) => `${pattern}/package.json`), '{apps,libs,tools}/**/project.json'],
    { cwd: workspaceRoot, exclude: ['**/node_modules/**'] },
  );
  const tags = new Map();
  for (const manifest of manifests) {
    const json = readJson(manifest);
    const own = manifest.endsWith('project.json') ? json.tags : json.nx?.tags;
    const root = dirname(manifest).split('\\').join('/');
    tags.set(root, [...(tags.get(root) ?? []), ...(own ?? [])]);
  }
  return tags;
}

const browserSafeRoots = [...readProjectTags()]
  .filter(([, tags]) => tags.includes('platform:web') || tags.includes('platform:neutral'))
  .map(([root]) => root)
  .sort();

const nodeBuiltinBan = [
  'error',
  {
    paths: NODE_BUILTINS.map((name) => ({
      name,
      message: 'Node built-ins are not available in web or neutral code (platform tag).',
    })),
    patterns: [
      {
        group: ['node:*'],
        message: 'Node built-ins are not available in web or neutral code (platform tag).',
      },
    ],
  },
];

export default [
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/routeTree.gen.ts',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      '**/test-results',
      '**/playwright-report',
      '**/coverage',
      '.nx',
      '**/node_modules',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: SOURCE_FILES,
    rules: { '@nx/enforce-module-boundaries': boundaries(depConstraints) },
  },
  {
    files: TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': boundaries(toolingDepConstraints, SHARED_TOOLING_IMPORTS) },
  },
  {
    // Path-based blocks are anchored at the workspace root: each project re-exports this config
    // from its own folder, which would otherwise make these globs relative to that folder.
    basePath: workspaceRoot,
    files: SHELL_TEST_FILES,
    rules: { '@nx/enforce-module-boundaries': boundaries(shellTestDepConstraints) },
  },
  {
    files: CONFIG_FILES,
    rules: { '@nx/enforce-module-boundaries': boundaries(toolingDepConstraints, SHARED_TOOLING_IMPORTS) },
  },
  {
    // A status changes only through its lifecycle's one transition function (the commerce
    // servers' `*.lifecycle.ts`, along the lifecycles of the contracts): a `status` written by any
    // other `.set({…})` or `update … set status` statement is refused. Tests may stage states.
    basePath: workspaceRoot,
    files: ['libs/commerce/*/server/src/**/*.ts'],
    ignores: [
      'libs/commerce/*/server/src/**/*.lifecycle.ts',
      ...TEST_FILES,
      'libs/commerce/*/server/src/**/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='set'] > ObjectExpression > Property[key.name='status']",
          message:
            "A status is written only by its lifecycle's transition function (transitionOrder, transitionCart, …).",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/set\\s+status\\b/i]",
          message:
            "A status is written only by its lifecycle's transition function (transitionOrder, transitionCart, …).",
        },
      ],
    },
  },
  {
    // A commerce module owns its tables: another package calls its operations (which take a
    // transaction), never its tables. The `@folio/*-server/schema` entries exist for foreign keys
    // (a `*.table.ts` may reference them) and for tests, which stage and inspect rows.
    basePath: workspaceRoot,
    files: SOURCE_FILES,
    ignores: [...TEST_FILES, ...CONFIG_FILES, '**/testing/**', '**/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@folio/*-server/schema'],
              message:
                "Another module's tables are private: call its operations instead (its schema entry is for foreign keys and tests).",
            },
          ],
        },
      ],
    },
  },
  ...(browserSafeRoots.length === 0
    ? []
    : [
        {
          basePath: workspaceRoot,
          files: browserSafeRoots.flatMap((root) => SOURCE_FILES.map((glob) => `${root}/${glob}`)),
          ignores: [...TEST_FILES, ...CONFIG_FILES],
          rules: { 'no-restricted-imports': nodeBuiltinBan },
        },
      ]),
];
