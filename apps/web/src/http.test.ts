import { api, apiError, createApiServer } from '@folio/testing';
import { HttpResponse } from 'msw';
import { createAppHttpClient } from './http';

// The real shared client, with a spy counting how often the app creates it.
const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('@folio/http', async (importOriginal) => {
  const real = await importOriginal<typeof import('@folio/http')>();
  return {
    ...real,
    createHttpClient: (...args: Parameters<typeof real.createHttpClient>) => {
      created.count += 1;
      return real.createHttpClient(...args);
    },
  };
});

const apiServer = createApiServer([
  api.get('/api/thing', () => HttpResponse.json({ thing: 1 })),
  api.get('/api/private', () => apiError(401, 'Unauthenticated.', 'unauthenticated')),
  api.get('/api/unverified', () => apiError(409, 'Your email address is not verified.', 'email_unverified')),
  api.get('/api/taken', () => apiError(409, 'That name is taken.', 'conflict')),
]);

describe('createAppHttpClient', () => {
  beforeEach(() => {
    created.count = 0;
  });

  function setup() {
    const session = { clear: vi.fn(), isSignedIn: vi.fn(() => true) };
    const navigate = vi.fn();
    const http = createAppHttpClient({ session, navigate });
    return { session, navigate, http };
  }

  it('creates the shared client on first use and reuses it', async () => {
    const { http } = setup();
    expect(created.count).toBe(0);

    await expect(http.get('/api/thing')).resolves.toEqual({ thing: 1 });
    await http.get('/api/thing');

    expect(created.count).toBe(1);
    expect(apiServer.requestsTo('GET', '/api/thing')).toHaveLength(2);
  });

  it('clears the session and opens the sign-in page on 401', async () => {
    const { http, session, navigate } = setup();

    await expect(http.get('/api/private')).rejects.toMatchObject({ status: 401 });

    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves a visitor who has already signed out where they are when a request from before answers 401', async () => {
    const { http, session, navigate } = setup();
    session.isSignedIn.mockReturnValue(false);

    await expect(http.get('/api/private')).rejects.toMatchObject({ status: 401 });

    expect(navigate).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
  });

  it('opens e-mail verification on 409 without touching the session', async () => {
    const { http, session, navigate } = setup();

    await expect(http.get('/api/unverified')).rejects.toMatchObject({ status: 409 });

    expect(navigate).toHaveBeenCalledWith('/verify-email');
    expect(session.clear).not.toHaveBeenCalled();
  });

  it('leaves any other 409 to the feature that made the call', async () => {
    const { http, session, navigate } = setup();

    await expect(http.get('/api/taken')).rejects.toMatchObject({ status: 409, message: 'That name is taken.' });

    expect(navigate).not.toHaveBeenCalled();
    expect(session.clear).not.toHaveBeenCalled();
  });
});
