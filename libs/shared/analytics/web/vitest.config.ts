import { folioProject } from '../../../../tools/vitest/folio-project.ts';

export default folioProject({
  name: 'analytics',
  environment: 'happy-dom',
  // The package test builds, packs and installs the package, then opens the app in Chromium.
  test: { testTimeout: 120_000, hookTimeout: 180_000 },
});
