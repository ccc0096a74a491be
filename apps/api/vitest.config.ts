import { folioProject } from '../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'api', environment: 'node', fastCheck: true, test: { testTimeout: 30_000 } });
