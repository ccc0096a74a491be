import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'events-contract', environment: 'node' });
