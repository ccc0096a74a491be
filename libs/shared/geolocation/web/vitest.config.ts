import { folioProject } from '../../../../tools/vitest/folio-project.ts';

// No DOM needed: storage, clock, navigator.geolocation and fetch are passed in.
export default folioProject({ name: 'geolocation', environment: 'node' });
