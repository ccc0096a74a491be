import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/render-with-router';
import { AnchorButton, Button } from './button';
import { buttonSizes } from './button-class';
import { LinkButton } from './link-button';
import { axeViolations } from '../testing/axe';

describe('Button', () => {
  it('is a plain button that never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Save</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when asked to', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('comes in the seven sizes of the spec, each looking different', () => {
    expect(buttonSizes).toEqual(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl']);
    render(
      <>
        {buttonSizes.map((size) => (
          <Button key={size} size={size}>
            {size}
          </Button>
        ))}
      </>,
    );

    const classes = buttonSizes.map((size) => screen.getByRole('button', { name: size }).className);
    expect(new Set(classes).size).toBe(buttonSizes.length);
  });
});

describe('AnchorButton', () => {
  it('is a link to a plain address', () => {
    render(<AnchorButton href="/events">Explore events</AnchorButton>);

    expect(screen.getByRole('link', { name: 'Explore events' }).getAttribute('href')).toBe('/events');
  });
});

describe('LinkButton', () => {
  it('navigates with the router in every size', async () => {
    const { router } = await renderWithRouter(
      <>
        {buttonSizes.map((size) => (
          <LinkButton key={size} to="/" size={size}>
            {`Home ${size}`}
          </LinkButton>
        ))}
      </>,
    );

    for (const size of buttonSizes) {
      expect(screen.getByRole('link', { name: `Home ${size}` }).getAttribute('href')).toBe('/');
    }
    await userEvent.click(screen.getByRole('link', { name: 'Home 3xl' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('buttons and accessibility', () => {
  it('have no axe violations in every size and variant', async () => {
    const { container } = await renderWithRouter(
      <>
        {buttonSizes.map((size) => (
          <Button key={size} size={size}>{`Button ${size}`}</Button>
        ))}
        {(['primary', 'secondary', 'ghost', 'inverse'] as const).map((variant) => (
          <AnchorButton key={variant} variant={variant} href="/events">{`Anchor ${variant}`}</AnchorButton>
        ))}
        <LinkButton to="/">Home</LinkButton>
        <Button disabled>Unavailable</Button>
      </>,
    );

    expect(await axeViolations(container)).toEqual([]);
  });
});
