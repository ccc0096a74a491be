import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'cart-contract', environment: 'node' });
