// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLER_TSCONFIG,
  buildAndPack,
  createConsumer,
  createWork,
  importSpecifiers,
  indexHtml,
  listFiles,
  nodeAsync,
  removeWork,
  rootLicence,
  tsc,
  vite,
  workspaceVersion,
  type Consumer,
  type PackedPackage,
} from '../../../../../tools/vitest/pack-harness.ts';

// The published shape, end to end: build @folio/http and @folio/http-contract, pack both, install
// the tarballs into a plain Vite project outside the workspace, typecheck it, bundle it for the
// browser, and run the installed package under Node against a server on loopback: the client's
// headers, its schema parsing and its typed errors, from the built files alone.

const PACKAGE = '@folio/http';

const CALLS = `import { createHttpClient, isHttpError, ValidationError } from '@folio/http';
import * as v from 'valibot';

const Greeting = v.object({ data: v.object({ message: v.string() }) });

export async function callApi(baseUrl: string): Promise<string[]> {
  const http = createHttpClient({
    baseUrl,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'csrf-1' : undefined),
    readBearerToken: () => 'token-1',
  });
  const greeting = await http.get('/api/greeting', { schema: Greeting, searchParams: { name: 'Ada' } });
  const message: string = greeting.data.message;
  const lines = [message];
  try {
    await http.post('/api/orders', { json: { quantity: 0 } });
  } catch (error) {
    if (error instanceof ValidationError) lines.push(\`422 \${error.errors['quantity']?.join(' ')}\`);
  }
  try {
    await http.get('/api/missing');
  } catch (error) {
    if (isHttpError(error)) lines.push(\`\${error.status} \${error.message}\`);
  }
  return lines;
}

export function neverCalled(http: ReturnType<typeof createHttpClient>) {
  // @ts-expect-error the declarations are real: PURGE is not a method of the client.
  return http.request('PURGE', '/api/thing');
}
`;

const MAIN = `import { callApi } from './calls';

void callApi('').then((lines) => {
  document.getElementById('root')!.textContent = lines.join('\\n');
});
`;

// Runs the consumer's module as plain Node loads it: @folio/http straight from node_modules.
const RUN = `import { callApi } from './dist-node/calls.js';
console.log(JSON.stringify(await callApi(process.argv[2])));
`;

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let work: string | undefined;
let packed: PackedPackage[];
let consumer: Consumer;
let server: Server;
const seen: SeenRequest[] = [];
let printed: string[];
let browserJs: string;

function json(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/api/greeting')
        return json(response, 200, { data: { message: `Hello, ${url.searchParams.get('name')}` } });
      if (url.pathname === '/api/orders') {
        return json(response, 422, { message: 'Invalid quantity', errors: { quantity: ['Must be at least 1.'] } });
      }
      return json(response, 404, { message: 'Not found', code: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  work = createWork('http-pack');
  packed = buildAndPack(['libs/shared/http/contract', 'libs/shared/http/web'], work);
  consumer = createConsumer(work, packed, {
    files: {
      'tsconfig.json': BUNDLER_TSCONFIG,
      'index.html': indexHtml('/src/main.ts'),
      'src/calls.ts': CALLS,
      'src/main.ts': MAIN,
      'run.mjs': RUN,
    },
    dependencies: [workspaceVersion('valibot')],
  });
  tsc(['-p', 'tsconfig.json'], consumer.dir);
  vite(['build', '--logLevel', 'warn'], consumer.dir);
  // A server build leaves dependencies external, so Node imports the installed package itself.
  vite(['build', '--ssr', 'src/calls.ts', '--outDir', 'dist-node', '--logLevel', 'warn'], consumer.dir);
  const { port } = server.address() as AddressInfo;
  printed = JSON.parse(await nodeAsync(['run.mjs', `http://127.0.0.1:${port}`], consumer.dir)) as string[];
  browserJs = listFiles(join(consumer.dir, 'dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(consumer.dir, 'dist', file), 'utf8'))
    .join('\n');
}, 300_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  removeWork(work);
});

const installed = (name = PACKAGE) => consumer.installed(name);
const manifest = (name = PACKAGE) =>
  JSON.parse(readFileSync(join(installed(name), 'package.json'), 'utf8')) as Record<string, unknown>;

describe('the published @folio/http', () => {
  it('ships built modules with declarations, the manifest, the README and the licence', () => {
    for (const pkg of packed) {
      for (const path of pkg.files)
        expect(path).toMatch(/^(package\.json|README\.md|LICENSE|dist\/[a-z.-]+\.(js|d\.ts))$/);
      expect(pkg.files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'LICENSE', 'README.md']));
    }
  });

  it('carries the licence and imports only what its manifest declares', () => {
    for (const name of [PACKAGE, '@folio/http-contract']) {
      const pkg = manifest(name);
      expect(lstatSync(installed(name)).isSymbolicLink()).toBe(false);
      expect(pkg['private']).toBeUndefined();
      expect(pkg['license']).toBe(rootLicence().field);
      expect(readFileSync(join(installed(name), 'LICENSE'), 'utf8')).toBe(rootLicence().text);
      const declared = Object.keys({ ...(pkg['dependencies'] as object), ...(pkg['peerDependencies'] as object) });
      for (const file of listFiles(join(installed(name), 'dist')).filter((path) => path.endsWith('.js'))) {
        for (const specifier of importSpecifiers(readFileSync(join(installed(name), 'dist', file), 'utf8'))) {
          if (specifier.startsWith('./') || specifier.startsWith('../')) continue;
          const dependency = specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/');
          expect(declared, `${name}/${file} imports ${specifier}`).toContain(dependency);
        }
      }
    }
  });

  it('typechecks strictly and bundles for the browser with the contract inside', () => {
    // tsc threw in beforeAll on any error; the @ts-expect-error proves the types were read.
    expect(browserJs).toContain('X-XSRF-TOKEN');
    expect(browserJs).toContain('/api/greeting');
  });

  it('talks to a real server from the installed files: headers, schema parsing and typed errors', () => {
    expect(printed).toEqual(['Hello, Ada', '422 Must be at least 1.', '404 Not found']);
    const [get, post] = seen;
    expect(get?.url).toBe('/api/greeting?name=Ada');
    expect(get?.headers['accept']).toBe('application/json');
    expect(get?.headers['authorization']).toBe('Bearer token-1');
    expect(get?.headers['x-xsrf-token']).toBeUndefined();
    expect(post?.method).toBe('POST');
    expect(post?.headers['x-xsrf-token']).toBe('csrf-1');
    expect(JSON.parse(post?.body ?? '')).toEqual({ quantity: 0 });
  });
});
