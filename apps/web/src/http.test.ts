import type { HttpClientOptions } from '@folio/http';
import { createAppHttpClient } from './http';

const fake = vi.hoisted(() => ({
  options: undefined as HttpClientOptions | undefined,
  created: 0,
  get: vi.fn(async (path: string) => ({ path })),
}));

vi.mock('@folio/http', () => ({
  createHttpClient: (options: HttpClientOptions) => {
    fake.options = options;
    fake.created += 1;
    return { get: fake.get };
  },
}));

function hooks() {
  const value = fake.options?.hooks;
  if (!value) throw new Error('the http client was created without hooks');
  return value;
}

describe('createAppHttpClient', () => {
  beforeEach(() => {
    fake.options = undefined;
    fake.created = 0;
  });

  function setup() {
    const session = { clear: vi.fn() };
    const navigate = vi.fn();
    const http = createAppHttpClient({ session, navigate });
    return { session, navigate, http };
  }

  it('creates the shared client on first use and reuses it', async () => {
    const { http } = setup();
    expect(fake.created).toBe(0);

    await expect(http.get('/api/user')).resolves.toEqual({ path: '/api/user' });
    await http.get('/api/health');

    expect(fake.created).toBe(1);
    expect(fake.get).toHaveBeenCalledWith('/api/health', undefined);
  });

  it('clears the session and opens the sign-in page on 401', async () => {
    const { http, session, navigate } = setup();
    await http.preload();

    hooks().onUnauthorized?.(Object.assign(new Error('Unauthenticated.'), { status: 401 }) as never);

    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('opens e-mail verification on 409 without touching the session', async () => {
    const { http, session, navigate } = setup();
    await http.preload();

    hooks().onUnverified?.(Object.assign(new Error('Your email address is not verified.'), { status: 409 }) as never);

    expect(navigate).toHaveBeenCalledWith('/verify-email');
    expect(session.clear).not.toHaveBeenCalled();
  });
});
