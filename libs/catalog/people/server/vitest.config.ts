import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'people-server', environment: 'node' });
