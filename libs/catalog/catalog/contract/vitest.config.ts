import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'catalog-contract', environment: 'node' });
