import react from '@vitejs/plugin-react';
import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({
  name: 'orders',
  environment: 'happy-dom',
  plugins: [react()],
  // Globals let Testing Library unmount between tests on its own.
  test: { globals: true },
});
