import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'notifications-server', environment: 'node' });
