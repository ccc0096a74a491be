import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'orders-contract', environment: 'node', fastCheck: true });
