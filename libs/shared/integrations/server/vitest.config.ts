import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'integrations-server', environment: 'node' });
