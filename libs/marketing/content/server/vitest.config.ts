import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'content-server', environment: 'node' });
