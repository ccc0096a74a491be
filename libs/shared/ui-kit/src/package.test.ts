// @vitest-environment node
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLER_TSCONFIG,
  buildAndPack,
  createConsumer,
  createWork,
  CSS_MODULE_DECLARATIONS,
  importSpecifiers,
  indexHtml,
  listFiles,
  node,
  removeWork,
  rootLicence,
  tsc,
  vite,
  workspaceVersion,
  type Consumer,
  type PackedPackage,
} from '../../../../tools/vitest/pack-harness.ts';

// The published shape, end to end: build ui-kit and @folio/formatting (its workspace
// dependency), pack both, install the tarballs into a plain Vite + React project outside the
// workspace, typecheck it, bundle it with Vite for the browser, and server-render a few
// components from the SSR bundle. The class names in the rendered HTML must be styled by the CSS
// that the browser bundle picked up on its own, through the package's imports.

const PACKAGE = '@folio/ui-kit';

const APP = `import { Button, Card, Container } from '@folio/ui-kit';
import { DatePicker } from '@folio/ui-kit/date-picker';

export function App() {
  return (
    <Container>
      <Card>
        <Button variant="secondary" size="lg">Preorder</Button>
        <DatePicker id="signing_date" label="Signing date" value={new Date('2024-01-05T12:00:00Z')} zone="UTC" />
      </Card>
    </Container>
  );
}

export function neverRendered() {
  // @ts-expect-error the declarations are real: there is no 'huge' size.
  return <Button size="huge" />;
}
`;

const MAIN = `import '@folio/ui-kit/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';

createRoot(document.getElementById('root')!).render(<App />);
`;

const RENDER = `import { renderToString } from 'react-dom/server';
import { DATE_INVALID_MESSAGE } from '@folio/ui-kit/date-picker';
import { App } from './app';

export function render(): { html: string; invalid: string } {
  return { html: renderToString(<App />), invalid: DATE_INVALID_MESSAGE };
}
`;

// CSS has no meaning to Node: a server build bundles the package, as the README says.
const VITE_CONFIG = `export default { ssr: { noExternal: [/^@folio\\//] } };\n`;

let work: string | undefined;
let packed: PackedPackage[];
let consumer: Consumer;
let rendered: { html: string; invalid: string };
let browserCss: string;
let browserFiles: string[];

beforeAll(() => {
  work = createWork('ui-kit-pack');
  packed = buildAndPack(['libs/shared/formatting', 'libs/shared/ui-kit'], work);
  consumer = createConsumer(work, packed, {
    files: {
      'tsconfig.json': BUNDLER_TSCONFIG,
      'index.html': indexHtml('/src/main.tsx'),
      'vite.config.js': VITE_CONFIG,
      'src/css.d.ts': CSS_MODULE_DECLARATIONS,
      'src/app.tsx': APP,
      'src/main.tsx': MAIN,
      'src/render.tsx': RENDER,
      'print.mjs': `import { render } from './dist-ssr/render.js';\nconsole.log(JSON.stringify(render()));\n`,
    },
    dependencies: ['react', 'react-dom', '@types/react', '@types/react-dom', '@tanstack/react-router'].map(
      workspaceVersion,
    ),
  });
  tsc(['-p', 'tsconfig.json'], consumer.dir);
  vite(['build', '--logLevel', 'warn'], consumer.dir);
  vite(['build', '--ssr', 'src/render.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], consumer.dir);
  rendered = JSON.parse(node(['print.mjs'], consumer.dir)) as typeof rendered;
  browserFiles = listFiles(join(consumer.dir, 'dist'));
  browserCss = browserFiles
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(consumer.dir, 'dist', file), 'utf8'))
    .join('\n');
}, 300_000);

afterAll(() => removeWork(work));

const installed = () => consumer.installed(PACKAGE);
const manifest = () => JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8')) as Record<string, unknown>;

describe('the published @folio/ui-kit', () => {
  it('ships built modules, their CSS, declarations, the stylesheet and its font, and no sources', () => {
    const files = packed.find((pkg) => pkg.name === PACKAGE)?.files ?? [];
    expect(files.length).toBeGreaterThan(0);
    for (const path of files) {
      expect(path).toMatch(/^(package\.json|README\.md|LICENSE|dist\/.+\.(js|d\.ts|css|woff2))$/);
      expect(path).not.toMatch(/\.module\.css$/);
    }
    for (const entry of ['index', 'date-picker', 'tooltip', 'dropdown', 'toast']) {
      expect(files).toContain(`dist/${entry}.js`);
      expect(files).toContain(`dist/${entry}.d.ts`);
    }
    expect(files).toContain('dist/styles.css');
    expect(files).toContain('dist/button/button.css');
    expect(files.some((path) => /^dist\/assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/.test(path))).toBe(true);
  });

  it('resolves every export to a file that exists, and is a copy, not a link to the workspace', () => {
    expect(lstatSync(installed()).isSymbolicLink()).toBe(false);
    const exportsMap = manifest()['exports'] as Record<string, string | Record<string, string>>;
    for (const [subpath, target] of Object.entries(exportsMap)) {
      const paths =
        typeof target === 'string'
          ? [target]
          : Object.entries(target)
              .filter(([c]) => c !== '@folio/source')
              .map(([, p]) => p);
      for (const path of paths) expect(existsSync(join(installed(), path)), `${subpath} -> ${path}`).toBe(true);
    }
  });

  it('carries the licence and peers, and its modules import only what the manifest declares', () => {
    const pkg = manifest();
    expect(pkg['private']).toBeUndefined();
    expect(pkg['license']).toBe(rootLicence().field);
    expect(readFileSync(join(installed(), 'LICENSE'), 'utf8')).toBe(rootLicence().text);
    expect(Object.keys(pkg['peerDependencies'] as object).sort()).toEqual([
      '@tanstack/react-router',
      'react',
      'react-dom',
    ]);
    const declared = Object.keys({ ...(pkg['dependencies'] as object), ...(pkg['peerDependencies'] as object) });
    for (const file of listFiles(join(installed(), 'dist')).filter((path) => path.endsWith('.js'))) {
      for (const specifier of importSpecifiers(readFileSync(join(installed(), 'dist', file), 'utf8'))) {
        if (specifier.startsWith('./') || specifier.startsWith('../')) continue;
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        expect(declared, `${file} imports ${specifier}`).toContain(name);
      }
    }
  });

  it('typechecks strictly in a Vite + React project, declarations included', () => {
    // tsc ran in beforeAll and threw on any error; the @ts-expect-error in app.tsx proves the
    // component types were read, not silently `any`.
    expect(existsSync(join(consumer.dir, 'node_modules/@folio/formatting/dist/index.d.ts'))).toBe(true);
  });

  it('server-renders the components, its entry points and @folio/formatting working together', () => {
    expect(rendered.html).toMatch(/<button type="button" class="[^"]+">Preorder<\/button>/);
    expect(rendered.html).toContain('Signing date');
    expect(rendered.html).toContain('January 5, 2024');
    expect(rendered.invalid).toBe('The selected date is invalid.');
  });

  it('brings the styles of the rendered classes, the global stylesheet and the font into the browser build', () => {
    const classes = [...rendered.html.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
    expect(classes.length).toBeGreaterThan(3);
    for (const name of new Set(classes)) expect(browserCss, `.${name} is styled`).toContain(`.${name}`);
    expect(browserCss).toContain('--color-paper');
    expect(browserCss).toMatch(/@font-face\{[^}]*Fraunces Variable/);
    const font = browserFiles.find((file) => /fraunces-latin-wght-normal-[\w-]+\.woff2$/.test(file)) ?? '';
    expect(font).not.toBe('');
    expect(browserCss).toContain(font.split('/').pop());
    // Styles arrive as a stylesheet, never injected by script (the CSP allows no inline styles).
    const scripts = browserFiles.filter((file) => file.endsWith('.js'));
    for (const script of scripts) {
      expect(readFileSync(join(consumer.dir, 'dist', script), 'utf8')).not.toContain('--color-paper');
    }
    expect(readdirSync(join(consumer.dir, 'dist'))).toContain('index.html');
  });
});
