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
    // main.js is the server; db-template.js is run once by the build to write the PGlite template.
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    rollupOptions: {
      input: { main: 'src/main.ts', 'db-template': 'src/db-template.ts' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
