import type { BlockAction } from '@folio/content-contract';
import { AnchorButton, LinkButton, type ButtonVariant } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';

/** A block's action: a route of the app through the router, any other address as a plain link. */
export function BlockLink({ action, variant = 'primary' }: { action: BlockAction; variant?: ButtonVariant }) {
  if (action.href.startsWith('/')) {
    return (
      <LinkButton to={action.href} variant={variant} size="lg">
        {action.label}
      </LinkButton>
    );
  }
  return (
    <AnchorButton href={action.href} variant={variant} size="lg">
      {action.label}
    </AnchorButton>
  );
}

/** A block's action as a line of text with an arrow, for a card's "read more". */
export function BlockTextLink({ action, className }: { action: BlockAction; className?: string }) {
  const label = (
    <>
      {action.label}
      <span aria-hidden="true"> →</span>
    </>
  );
  return action.href.startsWith('/') ? (
    <Link to={action.href} className={className}>
      {label}
    </Link>
  ) : (
    <a href={action.href} className={className}>
      {label}
    </a>
  );
}
