import type { BlockAction } from '@folio/content-contract';
import { AnchorButton, LinkButton, type ButtonVariant } from '@folio/ui-kit';

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
