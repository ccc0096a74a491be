import { defaultServerConditions, defineConfig } from 'vite';

// Bundles the API and the workspace libraries it uses (from source) into one ESM file; packages
// from node_modules stay external so PGlite finds its WASM and data files next to itself.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['@folio/source', ...defaultServerConditions] },
  ssr: {
    resolve: { conditions: ['@folio/source', ...defaultServerConditions], externalConditions: ['node'] },
    noExternal: [/^@folio\//],
  },
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
