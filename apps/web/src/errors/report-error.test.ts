import { notFound, redirect } from '@tanstack/react-router';
import { reportCaughtError } from './report-error';

describe('reportCaughtError', () => {
  it('logs route failures', () => {
    const log = vi.fn();
    const error = new Error('Server Error');

    reportCaughtError(error, log);

    expect(log).toHaveBeenCalledWith(error);
  });

  it('keeps the router control flow out of the log', () => {
    const log = vi.fn();

    reportCaughtError(notFound(), log);
    reportCaughtError(redirect({ to: '/' }), log);

    expect(log).not.toHaveBeenCalled();
  });
});
