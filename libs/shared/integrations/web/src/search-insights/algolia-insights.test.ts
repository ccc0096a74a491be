// @vitest-environment node
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliaInsights, MAX_OBJECT_IDS } from './algolia-insights';
import { noSearchInsights } from './search-insights';

interface Received {
  url: string;
  contentType: string | undefined;
  body: { events: Array<Record<string, unknown>> };
}

/** Algolia Insights' events endpoint on loopback: records what it gets, answers as Algolia does. */
let received: Received[];
let url = '';
let close: () => Promise<void>;
let arrived: Promise<void>;
let arrive: () => void;
const expectOne = () => (arrived = new Promise((resolve) => (arrive = resolve)));

beforeAll(async () => {
  received = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        contentType: request.headers['content-type'],
        body: JSON.parse(text) as Received['body'],
      });
      response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify({ status: 200, message: 'OK' }));
      arrive();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/1/events`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

const settings = () => ({ appId: 'LATENCY', apiKey: '6be0576ff61c053d5f9a3225e2a90f76', index: 'folio', url });

describe('algoliaInsights against a loopback Insights endpoint', () => {
  it('sends a view event with the shown results, up to Algolia’s 20, as a simple request with the credentials in the address', async () => {
    expectOne();
    const results = Array.from({ length: 25 }, (_, i) => ({ kind: 'event', id: `e${i + 1}` }));
    algoliaInsights(settings(), undefined, 'anonymous-test').queryMade({ query: 'romantasy', results });
    await arrived;
    const [sent] = received.splice(0);
    expect(sent!.url).toBe(
      '/1/events?X-Algolia-Application-Id=LATENCY&X-Algolia-API-Key=6be0576ff61c053d5f9a3225e2a90f76',
    );
    expect(sent!.contentType).toBe('text/plain');
    expect(sent!.body.events).toEqual([
      {
        eventType: 'view',
        eventName: 'Search results viewed',
        index: 'folio',
        userToken: 'anonymous-test',
        timestamp: expect.any(Number),
        objectIDs: results.slice(0, MAX_OBJECT_IDS).map((r) => `event:${r.id}`),
      },
    ]);
    // The words searched for never leave the page.
    expect(JSON.stringify(sent!.body)).not.toContain('romantasy');
  });

  it('sends a click event for the result opened', async () => {
    expectOne();
    algoliaInsights(settings(), undefined, 'anonymous-test').resultClicked({
      query: 'ada',
      result: { kind: 'author', id: 'ada-palmer' },
      position: 2,
    });
    await arrived;
    expect(received.splice(0)[0]!.body.events[0]).toMatchObject({
      eventType: 'click',
      eventName: 'Search result clicked',
      objectIDs: ['author:ada-palmer'],
    });
  });

  it('sends nothing for a search with no results, and shrugs off an endpoint that is down', async () => {
    const insights = algoliaInsights({ ...settings(), url: 'http://127.0.0.1:9/1/events' });
    insights.queryMade({ query: 'x', results: [] });
    insights.resultClicked({ query: 'x', result: { kind: 'event', id: 'e1' }, position: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });
});

describe('noSearchInsights', () => {
  it('sends nothing', () => {
    expect(noSearchInsights.queryMade({ query: 'x', results: [{ kind: 'event', id: 'e1' }] })).toBeUndefined();
  });
});
