import { folioProject } from '../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'server-kit', environment: 'node' });
