import { folioProject } from '../../../tools/vitest/folio-project.ts';

export default folioProject({ name: 'formatting', environment: 'node', fastCheck: true });
