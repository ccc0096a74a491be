import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'analytics-contract', environment: 'node', fastCheck: true });
