import react from '@vitejs/plugin-react';
import { folioProject } from '../../tools/vitest/folio-project.ts';

export default folioProject({
  name: 'web',
  environment: 'happy-dom',
  plugins: [react()],
  // Globals let Testing Library unmount between tests on its own.
  test: { globals: true, include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'] },
});
