/**
 * The one list of test projects. Vitest 4 no longer reads this file on its own: the root
 * `vitest.config.ts` imports it as `test.projects`, so a root `vitest run` executes every
 * project's tests and `.ci/run` checks that none of them came back empty.
 */
export default [
  'apps/*/vitest.config.ts',
  'libs/*/*/vitest.config.ts',
  'libs/*/*/*/vitest.config.ts',
  'tools/*/vitest.config.ts',
];
