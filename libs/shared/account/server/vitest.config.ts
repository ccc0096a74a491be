import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'account-server', environment: 'node' });
