// The B6 baseline: a bare node:http server answering GET /api/health (and every other path) with
// the same JSON body and content-type as the API. With BARE_ASSET_FILE set it also answers
// GET /asset with that file's bytes as-is from memory (http-throughput.mjs passes a .br file), the
// ceiling for B8 on this machine. PORT (default 4401) and HOST (default 127.0.0.1) from the
// environment; exits on SIGTERM/SIGINT.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = Buffer.from(JSON.stringify({ status: 'ok', version: '0.0.0', database: 'up' }));
const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };

const assetFile = process.env.BARE_ASSET_FILE;
const asset = assetFile ? readFileSync(assetFile) : undefined;
const assetHeaders = asset && {
  'content-type': 'text/javascript; charset=utf-8',
  'content-length': String(asset.length),
  'cache-control': 'public, max-age=31536000, immutable',
  ...(assetFile.endsWith('.br') ? { 'content-encoding': 'br' } : {}),
};

const server = createServer((req, res) => {
  if (asset && req.url === '/asset') {
    res.writeHead(200, assetHeaders);
    res.end(asset);
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
});

server.listen(Number(process.env.PORT ?? 4401), process.env.HOST ?? '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
