// The same up-to-the-root path every project uses, which the lint config allows for config files.
import { folioProject } from '../../tools/vitest/folio-project.ts';

export default folioProject({
  name: 'lint-rules',
  environment: 'node',
  test: {
    globalSetup: ['src/project-graph.setup.ts'],
    // Loading the ESLint config and the TypeScript parser happens in the first test of a file.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
