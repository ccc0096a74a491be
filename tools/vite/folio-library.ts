import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import { defineConfig, type Plugin, type PluginOption, type Rolldown, type UserConfig } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The one library build of the workspace: `vite build` turns a package's `src` into the `dist`
 * its package.json `exports` promise, complete and usable outside the repo:
 *
 * - one ES module per source module (`preserveModules`), so consumers' bundlers tree-shake by
 *   file, and `dist` mirrors `src` exactly like the declarations next to it;
 * - every dependency and peer dependency stays an import (never bundled), Node built-ins too;
 * - CSS (CSS modules included) is compiled and emitted per module, and the module that uses it
 *   imports its emitted `.css` file: a consumer's bundler picks the styles up on its own, only
 *   for the components it uses, and no style is injected at run time (the CSP allows no inline
 *   styles). Fonts and images referenced from CSS are emitted under `dist/assets`;
 * - a CSS-only export (`"./styles.css": { "@folio/source": "./src/styles/index.css", ... }`)
 *   is built into one stylesheet with its `@import`s inlined and its assets emitted;
 * - `.d.ts` files come from the package's own `tsconfig.lib.json` (`tsgo --build
 *   --emitDeclarationOnly`, TypeScript's native compiler), the same compilation `npm run typecheck`
 *   runs, so a build after the typecheck finds its work done.
 *
 * Entries are read from the package.json `exports` map: each export's `@folio/source` file is
 * built to the `import`/`default` path beside it, which must be the same path under `dist`
 * (`./src/testing/index.ts` -> `./dist/testing/index.js`). A package adopts it with a
 * `vite.config.ts` of one line: `export default folioLibrary(import.meta.dirname);`.
 */

const SOURCE_CONDITION = '@folio/source';
const workspaceRoot = resolve(import.meta.dirname, '../..');

export interface FolioLibraryOptions {
  /** Extra Vite plugins (for example one that compiles a file format the library ships). */
  plugins?: PluginOption[];
  /** Skip the declarations (only for tests of this helper). */
  declarations?: boolean;
}

type ExportTarget = string | { [condition: string]: ExportTarget | undefined };

interface PackageManifest {
  name: string;
  exports?: Record<string, ExportTarget>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface LibraryEntries {
  /** Script entries by output name (`testing/index`), as absolute source paths. */
  scripts: Record<string, string>;
  /** CSS-only entries by output file (`styles.css`), as absolute source paths. */
  stylesheets: Record<string, string>;
}

function readManifest(projectRoot: string): PackageManifest {
  return JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as PackageManifest;
}

function conditionValue(target: ExportTarget | undefined, condition: string): string | undefined {
  if (target === undefined || typeof target === 'string') return undefined;
  const value = target[condition];
  return typeof value === 'string' ? value : undefined;
}

/** The build entries an `exports` map asks for; throws when a source and its output disagree. */
export function libraryEntries(projectRoot: string, manifest = readManifest(projectRoot)): LibraryEntries {
  const entries: LibraryEntries = { scripts: {}, stylesheets: {} };
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const source = conditionValue(target, SOURCE_CONDITION);
    if (!source) continue;
    const output = conditionValue(target, 'import') ?? conditionValue(target, 'default');
    const where = `${manifest.name} exports["${subpath}"]`;
    if (!source.startsWith('./src/')) throw new Error(`${where}: the source must be under ./src/ (${source})`);
    if (!output?.startsWith('./dist/')) throw new Error(`${where}: the built file must be under ./dist/ (${output})`);
    const sourceName = source.slice('./src/'.length);
    const outputName = output.slice('./dist/'.length);
    if (/\.(css)$/.test(source)) {
      if (extname(outputName) !== '.css') throw new Error(`${where}: a stylesheet builds to a .css file (${output})`);
      entries.stylesheets[outputName] = resolve(projectRoot, source);
    } else if (/\.tsx?$/.test(source)) {
      const expected = sourceName.replace(/\.tsx?$/, '.js');
      if (outputName !== expected) {
        throw new Error(`${where}: ${source} builds to ./dist/${expected}, not ${output}`);
      }
      entries.scripts[expected.replace(/\.js$/, '')] = resolve(projectRoot, source);
    } else {
      throw new Error(`${where}: unsupported source ${source}`);
    }
  }
  if (Object.keys(entries.scripts).length === 0) throw new Error(`${manifest.name}: no script entry in exports`);
  return entries;
}

/** Bare specifiers that stay imports: dependencies, peers and Node built-ins. */
export function externalMatcher(manifest: PackageManifest): (id: string) => boolean {
  const packages = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const builtins = new Set(builtinModules);
  return (id) => {
    if (id.startsWith('node:') || builtins.has(id)) return true;
    const name = id.startsWith('@') ? id.split('/', 2).join('/') : id.split('/', 1)[0];
    return packages.has(name);
  };
}

function relativeImport(fromFile: string, toFile: string): string {
  const path = posix.relative(posix.dirname(fromFile), toFile);
  return path.startsWith('.') ? path : `./${path}`;
}

interface ChunkCssMetadata {
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Makes every chunk import the CSS Vite extracted from it. Library mode emits the CSS but,
 * unlike an app build, leaves nothing that loads it; with these imports (and
 * `"sideEffects": ["**\/*.css"]`) the consumer's bundler includes exactly the styles of the
 * modules it keeps.
 */
function importExtractedCss(): Plugin {
  return {
    name: 'folio:import-extracted-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = (chunk as OutputChunk & ChunkCssMetadata).viteMetadata?.importedCss;
        if (!css || css.size === 0) continue;
        const imports = [...css].map((file) => `import ${JSON.stringify(relativeImport(chunk.fileName, file))};\n`);
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}

/**
 * CSS-only exports: each stylesheet is an entry of its own, named after the file the export
 * promises, so Vite inlines its `@import`s, emits its assets and writes it there (the empty
 * script around a CSS-only entry is dropped by Vite itself).
 */
function stylesheetEntries(stylesheets: Record<string, string>): Plugin {
  return {
    name: 'folio:stylesheet-entries',
    apply: 'build',
    buildStart() {
      for (const [outputName, source] of Object.entries(stylesheets)) {
        this.emitFile({ type: 'chunk', id: source, name: outputName.replace(/\.css$/, '') });
      }
    },
    generateBundle(_options, bundle: OutputBundle) {
      for (const outputName of Object.keys(stylesheets)) {
        if (bundle[outputName]?.type !== 'asset') this.error(`the stylesheet ${outputName} was not emitted`);
      }
    },
  };
}

/** What a PostCSS plugin needs to be, without importing PostCSS's types. */
interface CssDeclarationVisitor {
  postcssPlugin: string;
  Declaration(declaration: { value: string }): void;
}

/**
 * Library mode inlines every asset as a data: URL, which would put a 36 kB font into the CSS
 * and break a CSP without `data:` fonts. Asking for `?no-inline` on each local `url()` makes
 * Vite emit the file under `dist/assets` instead and point the CSS at it by a relative path.
 */
const emitCssAssets: CssDeclarationVisitor = {
  postcssPlugin: 'folio:emit-css-assets',
  Declaration(declaration) {
    if (!declaration.value.includes('url(')) return;
    declaration.value = declaration.value.replace(
      /url\(\s*(['"]?)([^'")]+?)\1\s*\)/g,
      (whole, quote: string, url: string) =>
        /^(data:|[a-z]+:\/\/|\/\/|#)/i.test(url) || url.includes('?') ? whole : `url(${quote}${url}?no-inline${quote})`,
    );
  },
};

/**
 * A bare import that is neither a dependency nor a peer would be copied into `dist` (and work
 * in the repo only because the workspace hoists every package): fail the build instead.
 */
function undeclaredImports(packageName: string): Plugin {
  return {
    name: 'folio:undeclared-imports',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const bundled = [...this.getModuleIds()].filter((id) => id.includes('/node_modules/') && !/\.css($|\?)/.test(id));
      const packages = new Set(
        bundled.map(
          (id) =>
            id
              .split('/node_modules/')
              .at(-1)
              ?.match(/^(@[^/]+\/)?[^/]+/)?.[0],
        ),
      );
      if (packages.size > 0) {
        this.error(
          `${packageName} imports ${[...packages].join(', ')} without listing it in dependencies or peerDependencies`,
        );
      }
    },
  };
}

/**
 * Removes what an earlier build left in `dist` and this one did not write. `dist` is not emptied
 * up front: its declarations and tsc's build info stay in place while the modules are rewritten,
 * so a typecheck of a dependent project running meanwhile never finds them missing, and tsc only
 * re-emits what changed. Declarations are tsc's to manage.
 */
function pruneStaleOutput(outDir: string): Plugin {
  return {
    name: 'folio:prune-stale-output',
    apply: 'build',
    writeBundle(_options, bundle: OutputBundle) {
      const written = new Set(Object.keys(bundle));
      if (!existsSync(outDir)) return;
      const entries = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of entries) {
        const path = join(outDir, file);
        if (!statSync(path).isFile() || written.has(file.split(sep).join('/'))) continue;
        if (/(\.d\.ts|\.d\.ts\.map|\.tsbuildinfo)$/.test(file)) continue;
        rmSync(path);
      }
      // Deepest folders first, so a folder emptied by the removal of its subfolders goes too.
      const folders = entries
        .filter((entry) => statSync(join(outDir, entry), { throwIfNoEntry: false })?.isDirectory())
        .sort()
        .reverse();
      for (const folder of folders) {
        if (readdirSync(join(outDir, folder)).length === 0) rmSync(join(outDir, folder), { recursive: true });
      }
    },
  };
}

/**
 * Declarations from the package's tsconfig.lib.json, written next to the built modules, by the
 * native compiler (`@typescript/native-preview`): the typecheck's, whose build info it reuses.
 */
function declarations(projectRoot: string): Plugin {
  const packageJson = createRequire(join(workspaceRoot, 'package.json')).resolve(
    '@typescript/native-preview/package.json',
  );
  const tsgo = join(dirname(packageJson), 'bin', 'tsgo');
  return {
    name: 'folio:declarations',
    apply: 'build',
    closeBundle: {
      sequential: true,
      handler() {
        const config = join(projectRoot, 'tsconfig.lib.json');
        if (!existsSync(config)) this.error(`${relative(workspaceRoot, config)} is missing`);
        execFileSync(process.execPath, [tsgo, '--build', config, '--emitDeclarationOnly'], {
          cwd: projectRoot,
          stdio: 'inherit',
        });
      },
    },
  };
}

/**
 * CSS lands beside the module that imports it, as plain `.css`: a `.module.css` name would make
 * the consumer's bundler scope the already scoped class names a second time, and the class map
 * in the built module would no longer match. Other assets go to `assets/` with a content hash.
 */
function cssOrAssetFileName(asset: { names: string[] }): string {
  const css = asset.names.find((name) => name.endsWith('.css'));
  return css ? css.replace(/\.module\.css$/, '.css') : 'assets/[name]-[hash][extname]';
}

/** Vite config of a workspace library; `projectRoot` is the folder of its package.json. */
export function folioLibrary(projectRoot: string, options: FolioLibraryOptions = {}): UserConfig {
  const manifest = readManifest(projectRoot);
  const entries = libraryEntries(projectRoot, manifest);
  const isExternal = externalMatcher(manifest);
  const srcDir = join(projectRoot, 'src');
  return defineConfig({
    root: projectRoot,
    cacheDir: join(workspaceRoot, 'node_modules/.vite', relative(workspaceRoot, projectRoot)),
    // Relative URLs from the emitted CSS to its assets: the package works wherever it is installed.
    base: './',
    build: {
      outDir: 'dist',
      // pruneStaleOutput removes what this build no longer writes.
      emptyOutDir: false,
      target: 'es2023',
      minify: false,
      sourcemap: false,
      cssCodeSplit: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: entries.scripts,
        formats: ['es'],
      },
      rolldownOptions: {
        external: (id) => isExternal(id),
        output: {
          preserveModules: true,
          preserveModulesRoot: srcDir,
          entryFileNames: '[name].js',
          assetFileNames: cssOrAssetFileName,
        },
      },
    },
    css: {
      postcss: { plugins: [emitCssAssets as never] },
      modules: {
        // Stable, readable and unique per file: `button_primary_1x2y3`.
        generateScopedName: '[name]_[local]_[hash:base64:5]',
      },
    },
    plugins: [
      ...(options.plugins ?? []),
      undeclaredImports(manifest.name),
      importExtractedCss(),
      stylesheetEntries(entries.stylesheets),
      pruneStaleOutput(join(projectRoot, 'dist')),
      ...(options.declarations === false ? [] : [declarations(projectRoot)]),
    ],
  });
}
