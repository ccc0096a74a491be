import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'checkout-server', environment: 'node', fastCheck: true });
