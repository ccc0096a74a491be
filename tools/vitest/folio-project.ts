import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** The source condition: in the repo, workspace packages resolve to their `src`, not `dist`. */
export const sourceCondition = '@folio/source';

export interface FolioProjectOptions {
  name: string;
  environment: 'node' | 'happy-dom';
  /** Extra vitest options (setup files, timeouts, pool settings). */
  test?: UserWorkspaceConfig['test'];
  plugins?: UserWorkspaceConfig['plugins'];
}

/** One vitest project per workspace project, all resolving workspace packages from source. */
export function folioProject({ name, environment, test, plugins }: FolioProjectOptions) {
  return defineProject({
    plugins,
    resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
    test: {
      name,
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      ...test,
    },
  });
}
