import { notFound, redirect } from '@tanstack/react-router';
import { reportCaughtError } from './report-error';

// The app loads the client lazily, so its error class is imported the same way.
const { HttpError } = await import('@folio/http');

describe('reportCaughtError', () => {
  it('logs route failures', () => {
    const log = vi.fn();
    const error = new Error('Server Error');

    reportCaughtError(error, { log });

    expect(log).toHaveBeenCalledWith(error);
  });

  it('keeps the router control flow out of the log', () => {
    const log = vi.fn();

    reportCaughtError(notFound(), { log });
    reportCaughtError(redirect({ to: '/' }), { log });

    expect(log).not.toHaveBeenCalled();
  });

  it("keeps the API's 404 for a page's record out of a person's console, and logs it for a bot", () => {
    const log = vi.fn();
    const missing = new HttpError(404, 'Vendor not found.', 'not_found', {
      message: 'Vendor not found.',
      code: 'not_found',
    });

    reportCaughtError(missing, { log });
    expect(log).not.toHaveBeenCalled();

    reportCaughtError(missing, { bot: true, log });
    expect(log).toHaveBeenCalledWith(missing);
  });
});
