import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'catalog-kit-contract', environment: 'node' });
