import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import type { NavItem } from './nav-item';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & { item: NavItem };

/** A navigation entry: the router's `Link` for the app's own routes, a plain anchor for the rest. */
export function NavLink({ item, ...anchor }: NavLinkProps) {
  if (item.routed) {
    return (
      <Link to={item.href} {...anchor}>
        {item.label}
      </Link>
    );
  }
  return (
    <a href={item.href} {...anchor}>
      {item.label}
    </a>
  );
}
