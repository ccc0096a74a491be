import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'search-contract', environment: 'node' });
