// First, before anything can run a full GC: keeps process.nextTick on V8's fast path (see the module).
import './tick-shape.js';
import { loadConfig } from './env.js';
import { startServer } from './server.js';

// The process edge: configuration from the environment, signals, exit codes.
const config = loadConfig();
const server = await startServer(config);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Logs are written asynchronously: flush them before the process ends.
    const exit = (code: number) => server.logger.flush(() => process.exit(code));
    server.shutdown(signal).then(
      () => exit(0),
      (error: unknown) => {
        server.logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  });
}
