import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'order-forms-server', environment: 'node' });
