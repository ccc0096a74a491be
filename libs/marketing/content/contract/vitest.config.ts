import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'content-contract', environment: 'node' });
