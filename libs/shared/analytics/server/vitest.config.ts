import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'analytics-server', environment: 'node', fastCheck: true });
