import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'people-contract', environment: 'node' });
