import { render, screen } from '@testing-library/react';
import { Quiet } from './quiet';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('Quiet', () => {
  it('shows its children while they work', () => {
    render(
      <Quiet>
        <p>Cart (2 items)</p>
      </Quiet>,
    );
    expect(screen.getByText('Cart (2 items)')).toBeTruthy();
  });

  it('renders nothing, and lets the page around it stand, when they fail', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Events</h1>
        <Quiet>
          <Broken />
        </Quiet>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Events' })).toBeTruthy();
    expect(screen.queryByText(/chunk failed/)).toBeNull();
    error.mockRestore();
  });
});
