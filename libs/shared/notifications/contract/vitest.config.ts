import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'notifications-contract', environment: 'node' });
