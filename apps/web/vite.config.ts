import { createHash } from 'node:crypto';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buildInfo } from './vite-plugins/build-info.ts';
import { cspStyleHashes } from './vite-plugins/csp-style-hashes.ts';
import { routePreloads } from './vite-plugins/route-preloads.ts';
import { routeSearchValibot } from './vite-plugins/route-search-valibot.ts';
import { routeTreeCompact } from './vite-plugins/route-tree-compact.ts';
import { routeSplitGroupings } from './route-splitting.ts';

/** A module of TanStack Query other than the client and its caches (see `codeSplitting.groups`). */
function isQueryHooksModule(id: string): boolean {
  return (
    /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/.test(id) &&
    !/[\\/](queryClient|queryCache|mutationCache|infiniteQueryBehavior)\.js$/.test(id)
  );
}

/**
 * A CSS module class: its name and a hash of its file's CSS, as Vite's default has it, without
 * the default's line number. Every class name of a page sits in its JavaScript (the module's class
 * map) and its CSS; the line numbers were the one part of those names that does not compress.
 */
function scopedClassName(name: string, _file: string, css: string): string {
  return `_${name}_${createHash('sha256').update(css).digest('base64url').slice(0, 5)}`;
}

/**
 * A route file's split chunks (its page, its placeholder) are named by their hash alone: the
 * entry names every one of them, twice or three times (each lazy import and its preload list), and
 * route file names like `for-authors.virtual-signings` were about 450 bytes of every page's first
 * JavaScript (quality bar F1). The manifest still maps each to its route file; other chunks keep
 * their names. Kept in step with tools/bench/bare-app/vite.config.ts.
 */
export function routeChunkFileName(chunk: { facadeModuleId: string | null }): string {
  return chunk.facadeModuleId?.includes('?tsr-split=') ? 'assets/r-[hash].js' : 'assets/[name]-[hash].js';
}

/** In the repo, workspace packages resolve to their `src` through this export condition. */
const sourceCondition = '@folio/source';

/**
 * The heading font is the largest thing the first paint waits for; preloading the one latin file
 * lets it arrive with the CSS instead of after it, so the swap happens before text is shown in
 * most loads. The asset name is hashed, so the link is added once the bundle is known.
 */
function preloadHeadingFont(): Plugin {
  return {
    name: 'folio:preload-heading-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) =>
          /fraunces-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  resolve: {
    conditions: [sourceCondition, ...defaultClientConditions],
  },
  css: {
    modules: { generateScopedName: scopedClassName },
  },
  plugins: [
    // The router plugin must run before react(): it rewrites route files into split chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: routeSplitGroupings },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    routeSearchValibot(),
    routeTreeCompact(),
    preloadHeadingFont(),
    cspStyleHashes(),
    routePreloads({
      routesDir: `${import.meta.dirname}/src/routes`,
      // What a page with data waits for (see `queries.tsx` and `http.ts`).
      dataClients: [/\/apps\/web\/src\/query-client\.ts$/, /\/libs\/shared\/http\/web\/src\/http-client\.ts$/],
    }),
    // builds/latest.json and builds/meta/{id}.json: which build this is, for open pages to notice a newer one.
    buildInfo(),
    // The API serves hashed assets pre-compressed from memory, so every text asset gets both
    // encodings, even the few where brotli or gzip does not shrink the file.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/,
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 4200,
    host: 'localhost',
    proxy: {
      '/api': 'http://localhost:3000',
      '/sanctum': 'http://localhost:3000',
    },
  },
  preview: {
    port: 4300,
    host: 'localhost',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    reportCompressedSize: false,
    // Every browser the build targets supports modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        chunkFileNames: routeChunkFileName,
        codeSplitting: {
          // Everything the entry loads statically goes in one chunk. Without this, Rolldown splits
          // modules shared by the entry and several route chunks (React, the router, the query
          // client) into a dozen small chunks the first page loads anyway: more requests and about
          // 5 kB more brotli (rolldown/rolldown#10731). Route chunks are unaffected.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The query library's hooks and observers, which every page with data loads, as one
            // chunk instead of eight of a few hundred bytes each (fewer requests, and less preload
            // bookkeeping in the entry). The client itself (QueryClient and its caches) stays in
            // the shell's lazy query-client chunk.
            { name: 'query', test: isQueryHooksModule },
          ],
        },
      },
    },
  },
});
