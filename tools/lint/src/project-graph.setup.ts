import { createProjectGraphAsync } from '@nx/devkit';

/**
 * `@nx/enforce-module-boundaries` reads the cached Nx project graph and silently does nothing
 * when there is none. Compute (and so cache) a fresh graph once before any test lints a file,
 * so the fixtures and their tags are in it however the tests were started.
 */
export default async function setup(): Promise<void> {
  await createProjectGraphAsync({ exitOnError: true });
}
