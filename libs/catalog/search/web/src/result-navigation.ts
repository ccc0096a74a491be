import type { KeyboardEvent } from 'react';

/**
 * Arrow keys move between the result links (and back to the field above them). Its own module so
 * the header's search panel can wire it without loading the results' code.
 */
export function moveBetweenResults(
  event: KeyboardEvent<HTMLElement>,
  container: HTMLElement | null,
  field?: HTMLInputElement | null,
) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(container?.querySelectorAll<HTMLAnchorElement>('a[data-result]') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === 'ArrowDown') {
    (links[index + 1] ?? links[0])?.focus();
  } else if (index <= 0) {
    field?.focus();
  } else {
    links[index - 1]?.focus();
  }
}
