import { render, screen } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { Card } from './card';
import { Container } from './container';

describe('Container and Card', () => {
  it('render the element asked for around their content', () => {
    render(
      <Container as="main" width="prose" aria-label="Reading">
        <Card as="article" aria-labelledby="card-title">
          <h2 id="card-title">A signed first edition</h2>
        </Card>
      </Container>,
    );

    expect(screen.getByRole('main', { name: 'Reading' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'A signed first edition' })).toBeTruthy();
  });

  it('have no axe violations', async () => {
    const { container } = render(
      <Container>
        <Card>
          <p>Boxed content</p>
        </Card>
      </Container>,
    );

    expect(await axeViolations(container)).toEqual([]);
  });
});
