import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { Dropdown, DropdownItem, DropdownLabel, DropdownLinkItem, DropdownSeparator } from './dropdown';

function renderDropdown() {
  const onSelect = vi.fn();
  const user = userEvent.setup();
  render(
    <Dropdown label="Sort by">
      <DropdownLabel>Order</DropdownLabel>
      <DropdownItem onSelect={() => onSelect('date')}>Signing date</DropdownItem>
      <DropdownItem onSelect={() => onSelect('author')}>Author</DropdownItem>
      <DropdownItem onSelect={() => onSelect('price')} disabled>
        Price
      </DropdownItem>
      <DropdownSeparator />
      <DropdownLinkItem href="/events">All events</DropdownLinkItem>
    </Dropdown>,
  );
  const trigger = screen.getByRole('button', { name: 'Sort by' });
  return { user, onSelect, trigger };
}

const focusedItem = () => document.activeElement?.textContent;

describe('Dropdown', () => {
  it('starts closed, as a menu button', () => {
    const { trigger } = renderDropdown();

    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click and lists its items', async () => {
    const { user, trigger } = renderDropdown();

    await user.click(trigger);

    const menu = screen.getByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('data-state')).toBe('open');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Signing date', 'Author', 'Price', 'All events']);
    expect(within(menu).getByRole('menuitem', { name: 'Price' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'All events' }).getAttribute('href')).toBe('/events');
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])('opens with %s on the first item', async (key) => {
    const { user, trigger } = renderDropdown();
    trigger.focus();

    await user.keyboard(key);

    expect(screen.getByRole('menu')).toBeTruthy();
    expect(focusedItem()).toBe('Signing date');
  });

  it('moves with the arrows, skipping disabled items and wrapping, and selects with Enter', async () => {
    const { user, trigger, onSelect } = renderDropdown();
    trigger.focus();
    await user.keyboard('{Enter}');

    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Author');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('All events');
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Signing date');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('All events');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Author');

    await user.keyboard('{Enter}');

    expect(onSelect).toHaveBeenCalledWith('author');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, trigger, onSelect } = renderDropdown();
    trigger.focus();
    await user.keyboard('{ArrowDown}');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not select a disabled item', async () => {
    const { user, trigger, onSelect } = renderDropdown();
    await user.click(trigger);

    await user.click(screen.getByRole('menuitem', { name: 'Price' }));

    expect(onSelect).not.toHaveBeenCalled();
  });

  it('has no axe violations open or closed', async () => {
    const { user, trigger } = renderDropdown();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(trigger);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
