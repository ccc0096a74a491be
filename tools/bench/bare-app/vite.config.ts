// The bare baseline for F1 (tools/bench/bundle-size.mjs). Keep the plugins and build options in step
// with apps/web/vite.config.ts: router plugin with autoCodeSplitting before react(), the same
// resolve conditions, default target and minifier, no modulepreload polyfill, route chunks named by
// their hash (`routeChunkFileName`). The compression plugin is kept for parity although the
// benchmark compresses every file itself.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../../node_modules/.vite/tools/bench/bare-app',
  resolve: {
    conditions: ['@folio/source', ...defaultClientConditions],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/,
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  build: {
    // The benchmark always passes its own temporary outDir.
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('?tsr-split=') ? 'assets/r-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
