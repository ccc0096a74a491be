#!/usr/bin/env node
// Scaffolds a workspace project with the shape every Folio package shares: package.json with an
// exports map and source condition, TypeScript project references, a vitest project, lint config.
// Usage: npm run new-project -- <dir> <package-name> <nx-name> <scope> <type> <platform> [--publishable]
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const [dir, pkg, name, scope, type, platform, ...flags] = process.argv.slice(2);
if (!platform) {
  console.error('usage: new-project <dir> <package-name> <nx-name> <scope> <type> <platform> [--publishable]');
  process.exit(1);
}
const publishable = flags.includes('--publishable');
const root = process.cwd();
const up = relative(join(root, dir), root) || '.';
const isWeb = platform === 'web';
const write = (file, content) => {
  const path = join(root, dir, file);
  if (existsSync(path)) return;
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2) + '\n');
};
const ext = isWeb ? 'tsx' : 'ts';

write('package.json', {
  name: pkg,
  version: '0.0.1',
  ...(publishable ? {} : { private: true }),
  type: 'module',
  sideEffects: false,
  exports: {
    '.': {
      '@folio/source': './src/index.ts',
      types: './dist/index.d.ts',
      import: './dist/index.js',
      default: './dist/index.js',
    },
    './package.json': './package.json',
  },
  files: ['dist', '!**/*.tsbuildinfo'],
  nx: { name, tags: [`scope:${scope}`, `type:${type}`, `platform:${platform}`] },
  dependencies: {},
});
const compilerOptions = isWeb
  ? { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', lib: ['es2023', 'dom', 'dom.iterable'] }
  : platform === 'neutral'
    ? { lib: ['es2023'] }
    : { lib: ['es2023'] };
const types = platform === 'node' ? ['node'] : [];
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
    types,
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
    // vitest.config.ts imports the shared helper by its .ts path (Vite's native config loader wants extensions).
    allowImportingTsExtensions: true,
    emitDeclarationOnly: true,
    types: ['node', 'vitest/globals'],
  },
  include: ['vitest.config.ts', `${up}/tools/vitest/folio-project.ts`, 'src/**/*.test.ts', 'src/**/*.test.tsx', 'src/test-setup.ts'],
  references: [{ path: './tsconfig.lib.json' }],
});
write('vitest.config.ts', `import { folioProject } from '${up}/tools/vitest/folio-project.ts';

export default folioProject({ name: '${name}', environment: '${isWeb ? 'happy-dom' : 'node'}' });
`);
write('eslint.config.mjs', `export { default } from '${up}/eslint.config.mjs';
`);
write(`src/index.ts`, `// Public API of ${pkg}: list every export by name.
export {};
`);
write('README.md', `# ${pkg}

What it is for: (describe it here when you create the project).

## Public API

## Tests

\`\`\`sh
npx nx test ${name}
\`\`\`
`);
console.log(`created ${dir} (${pkg}, nx project "${name}")`);
void ext;
