import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, listFiles, WORKSPACE } from '../../tools/vitest/pack-harness.ts';

// `npm run new-project` must give a library that passes the workspace's own gates as generated.
// This generates a web (React) and a node library into a throwaway scope folder inside the
// workspace, runs their inferred lint, typecheck, test and build targets through Nx, checks the
// conventions, and removes them again.

const SUFFIX = `${process.pid}-${Date.now().toString(36)}`;
const SCOPE_DIR = `libs/zz-new-project-${SUFFIX}`;
const PROJECTS = {
  web: {
    dir: `${SCOPE_DIR}/web`,
    pkg: `@folio/probe-web-${SUFFIX}`,
    name: `probe-web-${SUFFIX}`,
    args: ['shared', 'ui', 'web'],
  },
  node: {
    dir: `${SCOPE_DIR}/node`,
    pkg: `@folio/probe-node-${SUFFIX}`,
    name: `probe-node-${SUFFIX}`,
    args: ['shared', 'util', 'node'],
  },
} as const;
const ROOT_TSCONFIG = join(WORKSPACE, 'tsconfig.json');

function run(command: string, args: string[]): string {
  try {
    const output = execFileSync(command, args, {
      cwd: WORKSPACE,
      env: childEnv({ FORCE_COLOR: '0', NO_COLOR: '1' }),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Colours survive NO_COLOR when the tests themselves run under Nx: drop them.
    return stripVTControlCharacters(output);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed\n${stdout}\n${stderr}`, { cause: error });
  }
}

const read = (path: string) => readFileSync(join(WORKSPACE, path), 'utf8');
const manifestOf = (dir: string) => JSON.parse(read(`${dir}/package.json`)) as Record<string, unknown>;

let nxOutput: string;

beforeAll(() => {
  for (const { dir, pkg, name, args } of Object.values(PROJECTS)) {
    run('npm', [
      'run',
      'new-project',
      '--',
      dir,
      pkg,
      name,
      ...args,
      ...(name.startsWith('probe-node') ? ['--publishable'] : []),
    ]);
  }
  // --skip-sync: the generator already wrote what `nx sync` would, and nothing else may change.
  nxOutput = run('npx', [
    'nx',
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'build',
    '-p',
    PROJECTS.web.name,
    PROJECTS.node.name,
    '--skip-nx-cache',
    '--skip-sync',
    '--output-style=static',
  ]);
}, 600_000);

afterAll(() => {
  rmSync(join(WORKSPACE, SCOPE_DIR), { recursive: true, force: true });
  // Take back only the references the generator added, whatever else changed meanwhile.
  const tsconfig = JSON.parse(readFileSync(ROOT_TSCONFIG, 'utf8')) as { references: { path: string }[] };
  const kept = tsconfig.references.filter((reference) => !reference.path.startsWith(`./${SCOPE_DIR}/`));
  if (kept.length !== tsconfig.references.length) {
    writeFileSync(ROOT_TSCONFIG, JSON.stringify({ ...tsconfig, references: kept }, null, 2) + '\n');
  }
});

describe('npm run new-project', () => {
  it('gives a web and a node library whose lint, typecheck, test and build pass as generated', () => {
    for (const target of ['lint', 'typecheck', 'test', 'build']) {
      for (const { name } of Object.values(PROJECTS)) expect(nxOutput).toContain(`nx run ${name}:${target}`);
    }
    expect(nxOutput).toMatch(/Successfully ran targets? .*for 2 projects/);
  });

  it('follows the package conventions: tags, exports with the source condition, licence', () => {
    const rootLicense = (JSON.parse(read('package.json')) as { license: string }).license;
    for (const [platform, { dir, pkg, name, args }] of Object.entries(PROJECTS)) {
      const manifest = manifestOf(dir);
      expect(manifest['name']).toBe(pkg);
      expect(manifest['nx']).toEqual({ name, tags: [`scope:${args[0]}`, `type:${args[1]}`, `platform:${args[2]}`] });
      expect(manifest['license']).toBe(rootLicense);
      const root = (manifest['exports'] as Record<string, Record<string, string>>)['.'];
      expect(Object.keys(root ?? {})).toEqual(['@folio/source', 'types', 'import', 'default']);
      expect(root?.['@folio/source']).toBe('./src/index.ts');
      expect(manifest['private']).toBe(platform === 'web' ? true : undefined);
      expect(existsSync(join(WORKSPACE, dir, 'LICENSE'))).toBe(platform === 'node');
    }
  });

  it('writes a README, an index that exports by name, tests beside the code and the shared build', () => {
    for (const { dir, name } of Object.values(PROJECTS)) {
      expect(read(`${dir}/README.md`)).toContain(`npx nx test ${name}`);
      const index = read(`${dir}/src/index.ts`);
      expect(index).toMatch(/^export \{ \w+ \} from /m);
      expect(index).not.toMatch(/export \*/);
      expect(read(`${dir}/vite.config.ts`)).toContain('folioLibrary(import.meta.dirname)');
      const sources = listFiles(join(WORKSPACE, dir, 'src'));
      const modules = sources.filter(
        (file) => /\.tsx?$/.test(file) && !/(\.test|\.d)\.tsx?$/.test(file) && file !== 'index.ts',
      );
      for (const module of modules) expect(sources).toContain(module.replace(/\.(tsx?)$/, '.test.$1'));
      expect(listFiles(join(WORKSPACE, dir, 'dist'))).toContain('index.d.ts');
    }
    expect(listFiles(join(WORKSPACE, PROJECTS.web.dir, 'dist'))).toEqual(
      expect.arrayContaining(['index.js', 'greeting/greeting.js', 'greeting/greeting.css']),
    );
  });

  it('references the new projects from the root tsconfig, as `nx sync` would', () => {
    const tsconfig = JSON.parse(readFileSync(ROOT_TSCONFIG, 'utf8')) as { references: { path: string }[] };
    for (const { dir } of Object.values(PROJECTS)) expect(tsconfig.references).toContainEqual({ path: `./${dir}` });
  });
});
