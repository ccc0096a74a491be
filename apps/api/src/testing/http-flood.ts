import { request as httpRequest, type Agent } from 'node:http';
import { Worker } from 'node:worker_threads';

export interface FloodAnswer {
  status: number;
  retryAfter: string | null;
  /** The socket error when there was no answer at all. */
  error?: string;
}

export interface FloodOptions {
  url: string;
  path: string;
  count: number;
  /** Headers every request carries (cookies, the CSRF header). */
  headers: Record<string, string>;
  /** The JSON body of request `i`, with `{i}` replaced by its number. */
  bodyTemplate: string;
  /** Each request from its own loopback address (127.1.x.y), as a botnet would; else all from 127.2.0.1. */
  distinctClients: boolean;
}

// Plain JavaScript, run in a worker thread so the flood's own work does not share the event loop
// with the server it measures.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { url, path, count, headers, bodyTemplate, distinctClients } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
function one(i) {
  return new Promise((resolve) => {
    const body = bodyTemplate.replaceAll('{i}', String(i));
    const request = http.request({
      host: target.hostname, port: target.port, path, method: 'POST', agent,
      localAddress: distinctClients ? '127.1.' + Math.floor(i / 250) + '.' + ((i % 250) + 1) : '127.2.0.1',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'] ?? null }));
    });
    request.on('error', (error) => resolve({ status: 0, retryAfter: null, error: error.code || String(error) }));
    request.end(body);
  });
}
Promise.all(Array.from({ length: count }, (_, i) => one(i))).then((answers) => { agent.destroy(); parentPort.postMessage(answers); });
`;

/** Sends `count` POSTs at once from a worker thread and resolves with every answer. */
export function floodInWorker(options: FloodOptions): Promise<FloodAnswer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
    worker.once('message', (answers: FloodAnswer[]) => resolve(answers));
    worker.once('error', reject);
  });
}

/** The value at quantile `q` (0..1) of some numbers. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

export interface PlainAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request through node:http: on a connection of its own unless an agent is given (a waiting
 * reader's pooled connection could be closed by the server meanwhile), or on the agent's kept-alive
 * connection (a load balancer's health probe, a browser's open connection).
 */
export function plainRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    agent = false,
  }: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent | false } = {},
): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
