import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'cart-server', environment: 'node', fastCheck: true });
