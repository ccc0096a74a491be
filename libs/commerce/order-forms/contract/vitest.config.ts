import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'order-forms-contract', environment: 'node' });
