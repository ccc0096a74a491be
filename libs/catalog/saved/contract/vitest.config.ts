import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'saved-contract', environment: 'node' });
