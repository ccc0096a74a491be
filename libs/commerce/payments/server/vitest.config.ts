import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'payments-server', environment: 'node' });
