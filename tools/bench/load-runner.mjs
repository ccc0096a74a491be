// One autocannon measurement in its own process (http-throughput.mjs starts it pinned to a core):
// a warm-up run that is discarded, then the measured run. Prints one JSON line.
// Usage: node load-runner.mjs '{"url":"http://127.0.0.1:4400/api/health","connections":10,
//                               "warmupSeconds":5,"seconds":10,"headers":{}}'
// A POST names "method":"POST" and its "body" (the same bytes every request).
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const run = (duration) =>
  autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    duration,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    body: options.body,
  });

if (options.warmupSeconds > 0) await run(options.warmupSeconds);
const result = await run(options.seconds);
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.average,
    requestsTotal: result.requests.total,
    durationSeconds: result.duration,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  })}\n`,
);
