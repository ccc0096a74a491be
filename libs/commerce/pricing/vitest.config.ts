import { folioProject } from '../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'pricing', environment: 'node', fastCheck: true });
