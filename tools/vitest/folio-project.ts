import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** The source condition: in the repo, workspace packages resolve to their `src`, not `dist`. */
export const sourceCondition = '@folio/source';

export interface FolioProjectOptions {
  name: string;
  environment: 'node' | 'happy-dom';
  /** Extra vitest options (setup files, timeouts, pool settings). */
  test?: UserWorkspaceConfig['test'];
  /**
   * The project has property or fuzz tests (fast-check): they draw from the run's fixed seed
   * (`fast-check-seed.ts`). Only such projects load it, so the others do not import fast-check.
   */
  fastCheck?: boolean;
  plugins?: UserWorkspaceConfig['plugins'];
}

/** One vitest project per workspace project, all resolving workspace packages from source. */
export function folioProject({ name, environment, test, plugins, fastCheck = false }: FolioProjectOptions) {
  const setupFiles = [
    ...(environment === 'happy-dom' ? [fileURLToPath(new URL('./dom-setup.ts', import.meta.url))] : []),
    ...(fastCheck ? [fileURLToPath(new URL('./fast-check-seed.ts', import.meta.url))] : []),
    ...[test?.setupFiles ?? []].flat(),
  ];
  return defineProject({
    plugins,
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
    test: {
      name,
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Node projects' files share their worker's module cache: the composed API and its
      // libraries are evaluated once per worker instead of once per file (a third of these
      // projects' CPU). Each file still builds its own app, database and clock; web projects keep
      // a fresh module graph per file, since their DOM, caches and stores live in modules.
      isolate: environment !== 'node',
      // A fresh module graph per file costs a new worker per file: a thread starts faster than a
      // process (the web projects' 150 files: 116 s instead of 130 s on 2 cores). Node projects
      // stay in processes: they spawn servers, send signals and load native addons.
      ...(environment === 'node' ? {} : { pool: 'threads' as const }),
      ...test,
      setupFiles,
    },
  });
}
