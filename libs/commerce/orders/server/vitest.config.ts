import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'orders-server', environment: 'node', fastCheck: true });
