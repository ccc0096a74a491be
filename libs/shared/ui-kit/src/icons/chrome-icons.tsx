import type { SVGProps } from 'react';
import { Icon } from './icon';

/*
 * The icons of the site's own chrome (the header's search), apart from the others: a module is
 * bundled whole, so the entry, which needs these two, would otherwise carry every icon the pages use.
 */

export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </Icon>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
