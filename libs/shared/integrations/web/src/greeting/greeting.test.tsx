import { render, screen } from '@testing-library/react';
import { Greeting } from './greeting';

describe('Greeting', () => {
  it('greets by name in a heading', () => {
    render(<Greeting name="Ada" />);
    expect(screen.getByRole('heading', { name: 'Hello, Ada' })).toBeDefined();
  });
});
