#!/usr/bin/env node
// Scaffolds a workspace library with the shape every Folio package shares: package.json with an
// explicit exports map (source condition "@folio/source") and the scope/type/platform tags,
// TypeScript project references, the shared library build (tools/vite/folio-library.ts), a vitest
// project, the lint config, a README, `src/index.ts` and a first module with its test beside it.
// The result passes `nx lint`, `nx typecheck`, `nx test` and `nx build` as generated
// (tools/scripts/new-project.test.ts proves it for a web and a node library).
//
// Usage: npm run new-project -- <dir> <package-name> <nx-name> <scope> <type> <platform> [--publishable]
//   npm run new-project -- libs/commerce/cart/web @folio/cart cart commerce web web
//   npm run new-project -- libs/commerce/cart/server @folio/cart-server cart-server commerce server node
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const SCOPES = ['shared', 'commerce', 'catalog', 'marketing'];
const TYPES = ['contract', 'web', 'server', 'ui', 'util', 'testing'];
const PLATFORMS = ['web', 'node', 'neutral'];

const [dir, pkg, name, scope, type, platform, ...flags] = process.argv.slice(2);
function fail(message) {
  console.error(message);
  console.error('usage: new-project <dir> <package-name> <nx-name> <scope> <type> <platform> [--publishable]');
  process.exit(1);
}
if (!platform) fail('missing arguments');
if (!SCOPES.includes(scope)) fail(`scope must be one of ${SCOPES.join(', ')}`);
if (!TYPES.includes(type)) fail(`type must be one of ${TYPES.join(', ')}`);
if (!PLATFORMS.includes(platform)) fail(`platform must be one of ${PLATFORMS.join(', ')}`);
if (!/^@folio\/[a-z][a-z0-9-]*$/.test(pkg)) fail('the package name is @folio/<kebab-case>');
if (!/^[a-z][a-z0-9-]*$/.test(name)) fail('the nx name is kebab-case');

const publishable = flags.includes('--publishable');
const root = resolve(import.meta.dirname, '../..');
const projectRoot = resolve(root, dir);
if (relative(root, projectRoot).startsWith('..')) fail(`${dir} is outside the workspace`);
if (existsSync(join(projectRoot, 'package.json'))) fail(`${dir} already holds a project`);
const up = relative(projectRoot, root).split('\\').join('/');
const isWeb = platform === 'web';
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function write(file, content) {
  const path = join(projectRoot, file);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2) + '\n');
}

/** `^x.y.z` of a package as the workspace has it installed. */
function installedRange(dependency) {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', dependency, 'package.json'), 'utf8'));
  return `^${manifest.version}`;
}

/** The exports entry of one built module: source in the repo, dist everywhere else. */
const entry = (source) => ({
  '@folio/source': `./src/${source}.ts`,
  types: `./dist/${source}.d.ts`,
  import: `./dist/${source}.js`,
  default: `./dist/${source}.js`,
});

write('package.json', {
  name: pkg,
  version: '0.0.1',
  ...(publishable ? {} : { private: true }),
  description: 'TODO: one sentence on what this package is for.',
  // One licence story for the workspace: every package carries the root's licence.
  license: rootManifest.license,
  type: 'module',
  // CSS files are side effects: the built modules import the CSS they use.
  sideEffects: isWeb ? ['**/*.css'] : false,
  exports: { '.': entry('index'), './package.json': './package.json' },
  files: ['dist', '!**/*.tsbuildinfo', '!**/*.map'],
  ...(publishable ? { publishConfig: { access: 'restricted' } } : {}),
  nx: { name, tags: [`scope:${scope}`, `type:${type}`, `platform:${platform}`] },
  ...(isWeb ? { peerDependencies: { react: installedRange('react'), 'react-dom': installedRange('react-dom') } } : {}),
  dependencies: {},
});
if (publishable) copyFileSync(join(root, 'LICENSE'), join(projectRoot, 'LICENSE'));

const compilerOptions = isWeb
  ? { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', lib: ['es2023', 'dom', 'dom.iterable'] }
  : { lib: ['es2023'] };
write('tsconfig.json', {
  extends: `${up}/tsconfig.base.json`,
  files: [],
  include: [],
  references: [{ path: './tsconfig.lib.json' }, { path: './tsconfig.spec.json' }],
});
write('tsconfig.lib.json', {
  extends: `${up}/tsconfig.base.json`,
  compilerOptions: {
    ...compilerOptions,
    rootDir: 'src',
    outDir: 'dist',
    tsBuildInfoFile: 'dist/tsconfig.lib.tsbuildinfo',
    types: platform === 'node' ? ['node'] : [],
  },
  include: ['src/**/*.ts', ...(isWeb ? ['src/**/*.tsx'] : [])],
  exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test-setup.ts'],
});
write('tsconfig.spec.json', {
  extends: `${up}/tsconfig.base.json`,
  compilerOptions: {
    ...compilerOptions,
    rootDir: up,
    outDir: './out-tsc/spec',
    tsBuildInfoFile: 'out-tsc/spec/tsconfig.spec.tsbuildinfo',
    // The configs import the shared helpers by their .ts paths (Vite's config loader wants extensions).
    allowImportingTsExtensions: true,
    emitDeclarationOnly: true,
    types: ['node', 'vitest/globals'],
  },
  include: [
    'vitest.config.ts',
    'vite.config.ts',
    `${up}/tools/vitest/folio-project.ts`,
    `${up}/tools/vite/folio-library.ts`,
    'src/**/*.test.ts',
    'src/**/*.test.tsx',
    'src/test-setup.ts',
  ],
  references: [{ path: './tsconfig.lib.json' }],
});
write(
  'vite.config.ts',
  `import { folioLibrary } from '${up}/tools/vite/folio-library.ts';

export default folioLibrary(import.meta.dirname);
`,
);
write(
  'vitest.config.ts',
  isWeb
    ? `import react from '@vitejs/plugin-react';
import { folioProject } from '${up}/tools/vitest/folio-project.ts';

export default folioProject({
  name: '${name}',
  environment: 'happy-dom',
  plugins: [react()],
  // Globals let Testing Library unmount between tests on its own.
  test: { globals: true },
});
`
    : `import { folioProject } from '${up}/tools/vitest/folio-project.ts';

export default folioProject({ name: '${name}', environment: 'node' });
`,
);
write(
  'eslint.config.mjs',
  `export { default } from '${up}/eslint.config.mjs';
`,
);

// A first module and its test, to replace: they prove the project's targets work end to end.
if (isWeb) {
  write(
    'src/css-modules.d.ts',
    `// tsc compiles the package on its own (without vite/client types), so it declares the
// stylesheet imports: CSS modules give a class map.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
`,
  );
  write(
    'src/greeting/greeting.module.css',
    `.greeting {
  margin: 0;
  font-family: var(--font-display, serif);
}
`,
  );
  write(
    'src/greeting/greeting.tsx',
    `import styles from './greeting.module.css';

export interface GreetingProps {
  name: string;
}

/** A starter component: replace it with the package's first real one. */
export function Greeting({ name }: GreetingProps) {
  return <h2 className={styles['greeting']}>Hello, {name}</h2>;
}
`,
  );
  write(
    'src/greeting/greeting.test.tsx',
    `import { render, screen } from '@testing-library/react';
import { Greeting } from './greeting';

describe('Greeting', () => {
  it('greets by name in a heading', () => {
    render(<Greeting name="Ada" />);
    expect(screen.getByRole('heading', { name: 'Hello, Ada' })).toBeDefined();
  });
});
`,
  );
  write(
    'src/index.ts',
    `// Public API of ${pkg}: list every export by name.
export { Greeting } from './greeting/greeting';
export type { GreetingProps } from './greeting/greeting';
`,
  );
} else {
  write(
    'src/greeting.ts',
    `/** A starter function: replace it with the package's first real module. */
export function greeting(name: string): string {
  return \`Hello, \${name}\`;
}
`,
  );
  write(
    'src/greeting.test.ts',
    `import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.js';

describe('greeting', () => {
  it('greets by name', () => {
    expect(greeting('Ada')).toBe('Hello, Ada');
  });
});
`,
  );
  write(
    'src/index.ts',
    `// Public API of ${pkg}: list every export by name.
export { greeting } from './greeting.js';
`,
  );
}

write(
  'README.md',
  `# ${pkg}

TODO: what this package is for, in a sentence or two (scope \`${scope}\`, type \`${type}\`, platform \`${platform}\`).

## Public API

| export | what it is |
|---|---|
| \`${isWeb ? 'Greeting' : 'greeting'}\` | a starter ${isWeb ? 'component' : 'function'}; replace it |

In the repo, imports of \`${pkg}\` resolve to \`src\` through the \`@folio/source\` export condition.
\`npx nx build ${name}\` builds \`dist\` with the shared library build (\`vite.config.ts\`,
\`tools/vite/folio-library.ts\`)${publishable ? '; the package is published to the private registry under the root licence (`LICENSE`)' : ''}.

## Tests

\`\`\`sh
npx nx test ${name}
\`\`\`
`,
);

// What \`nx sync\` would add: the root solution's reference, so \`nx sync:check\` passes at once.
const rootTsconfigPath = join(root, 'tsconfig.json');
const rootTsconfig = JSON.parse(readFileSync(rootTsconfigPath, 'utf8'));
const reference = `./${relative(root, projectRoot).split('\\').join('/')}`;
if (!rootTsconfig.references.some((ref) => ref.path === reference)) {
  rootTsconfig.references.push({ path: reference });
  writeFileSync(rootTsconfigPath, JSON.stringify(rootTsconfig, null, 2) + '\n');
}

console.log(`created ${dir} (${pkg}, nx project "${name}", tags scope:${scope} type:${type} platform:${platform})`);
console.log('next: add its dependencies to package.json, run `npm install` to link it, then `npx nx sync`.');
