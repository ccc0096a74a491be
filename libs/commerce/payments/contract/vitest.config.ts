import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'payments-contract', environment: 'node' });
