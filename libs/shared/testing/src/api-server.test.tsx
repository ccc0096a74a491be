import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useHttp } from '@folio/http/router';
import { api, apiError, createApiServer, createTestHttpClient, renderScreen, resetBrowserStorage } from './index';

const apiServer = createApiServer([api.get('/api/greeting', () => HttpResponse.json({ text: 'Hello, reader' }))]);

beforeEach(() => resetBrowserStorage());

describe('the fake API with the real client', () => {
  it('answers a read and records it', async () => {
    const http = createTestHttpClient();

    await expect(http.get('/api/greeting', { searchParams: { page: 2 } })).resolves.toEqual({ text: 'Hello, reader' });

    expect(apiServer.requestsTo('GET', '/api/greeting')).toEqual([
      expect.objectContaining({ searchParams: { page: '2' } }),
    ]);
  });

  it('makes a write fetch the CSRF cookie first and send it back in the header', async () => {
    apiServer.use(
      api.post('/api/notes', async ({ request }) => HttpResponse.json(await request.json(), { status: 201 })),
    );
    const http = createTestHttpClient();

    await expect(http.post('/api/notes', { json: { text: 'Bring tabs' } })).resolves.toEqual({ text: 'Bring tabs' });

    expect(apiServer.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/notes',
    ]);
    expect(apiServer.requests[1]?.headers.get('x-xsrf-token')).toBe(apiServer.csrfToken());
  });

  it('answers a stale CSRF token with 419, which the client refreshes and retries', async () => {
    apiServer.use(api.post('/api/notes', () => HttpResponse.json({ ok: true })));
    const http = createTestHttpClient();
    await http.post('/api/notes', { json: {} });
    apiServer.rotateCsrfToken();

    await expect(http.post('/api/notes', { json: {} })).resolves.toEqual({ ok: true });

    expect(apiServer.requests.slice(2).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/notes',
      'GET /sanctum/csrf-cookie',
      'POST /api/notes',
    ]);
  });
});

function Greeting() {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['greeting'],
    queryFn: () => http.get('/api/greeting') as Promise<{ text: string }>,
  });
  if (query.isError) return <p role="alert">{(query.error as Error).message}</p>;
  return <p>{query.data?.text ?? 'Loading…'}</p>;
}

describe('renderScreen', () => {
  it('renders a screen that reads the API through the router context', async () => {
    await renderScreen(Greeting);

    expect(await screen.findByText('Hello, reader')).toBeTruthy();
  });

  it('sends a 401 to the sign-in page, as the shell does', async () => {
    apiServer.use(api.get('/api/greeting', () => apiError(401, 'Unauthenticated.')));

    await renderScreen(Greeting);

    expect(await screen.findByText('Landed on /login')).toBeTruthy();
  });

  it('sends a 409 to e-mail verification', async () => {
    apiServer.use(
      api.get('/api/greeting', () => apiError(409, 'Your email address is not verified.', 'email_unverified')),
    );

    await renderScreen(Greeting);

    expect(await screen.findByText('Landed on /verify-email')).toBeTruthy();
  });
});
