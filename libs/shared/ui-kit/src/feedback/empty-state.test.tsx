import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookIcon } from '../icons/icons';
import { EmptyState, InlineError } from './empty-state';

describe('EmptyState', () => {
  it('names what is missing at the requested heading level and offers a way forward', () => {
    render(
      <EmptyState
        title="No saved events yet"
        headingLevel={3}
        icon={<BookIcon />}
        actions={<a href="/events">Browse events</a>}
      >
        Save an event to find it here.
      </EmptyState>,
    );

    expect(screen.getByRole('heading', { level: 3, name: 'No saved events yet' })).toBeTruthy();
    expect(screen.getByText('Save an event to find it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
  });
});

describe('InlineError', () => {
  it('is announced and retries on request', async () => {
    const retry = vi.fn();
    render(<InlineError title="Could not load events" message="Check your connection." onRetry={retry} />);

    expect(screen.getByRole('alert').textContent).toContain('Could not load events');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
