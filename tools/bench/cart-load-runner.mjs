// One autocannon measurement of cart adds in its own process (cart-add.mjs starts it pinned to a
// core): each request is the next prepared guest session's `POST /api/public/cart/{id}/add` of one
// unit of the next product, so no line reaches its quantity cap and no two requests queue on one
// cart more than the connection count makes them. A warm-up run is discarded. Prints one JSON line.
// Usage: node cart-load-runner.mjs '<json: {base, connections, warmupSeconds, seconds, sessions}>' (or @file.json)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const arg = process.argv[2];
const options = JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg);
const { base, sessions } = options;
let next = 0;

const run = (duration) =>
  autocannon({
    url: base,
    connections: options.connections ?? 20,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest(request) {
          const n = next++;
          const session = sessions[n % sessions.length];
          const line = session.productIds[Math.floor(n / sessions.length) % session.productIds.length];
          return {
            ...request,
            path: `/api/public/cart/${session.cartId}/add`,
            headers: {
              accept: 'application/json',
              'content-type': 'application/json',
              cookie: session.cookie,
              'x-xsrf-token': session.xsrf,
            },
            body: JSON.stringify({ ...line, session_uid: session.sessionUid, quantity: 1 }),
          };
        },
      },
    ],
  });

if (options.warmupSeconds > 0) await run(options.warmupSeconds);
const result = await run(options.seconds);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    requestsTotal: result.requests.total,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: result.statusCodeStats,
  })}\n`,
);
