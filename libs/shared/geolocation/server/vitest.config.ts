import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'geolocation-server', environment: 'node' });
