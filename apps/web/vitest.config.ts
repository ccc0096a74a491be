import react from '@vitejs/plugin-react';
import { folioProject } from '../../tools/vitest/folio-project.ts';
import { routeTreeCompact } from './vite-plugins/route-tree-compact.ts';

export default folioProject({
  name: 'web',
  environment: 'happy-dom',
  // The route tree as builds read it, so the route tests run the tree that ships.
  plugins: [react(), routeTreeCompact()],
  // Globals let Testing Library unmount between tests on its own.
  test: { globals: true, include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'] },
});
