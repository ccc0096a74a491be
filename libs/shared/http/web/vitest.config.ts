import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'http', environment: 'happy-dom' });
