import { Button } from '@folio/ui-kit';
import { useState } from 'react';

export interface AddButtonProps {
  /** What is added, for the accessible name ("Add The Quiet Orchard to cart"). */
  label: string;
  soldOut: boolean;
  onAdd(): Promise<void>;
}

/**
 * "Add to cart", busy (and unavailable, keeping the focus) while the cart answers. The cart's own hook tells the reader how it went
 * (a toast on success and on failure), so a refused add only ends the busy state here.
 */
export function AddButton({ label, soldOut, onAdd }: AddButtonProps) {
  const [pending, setPending] = useState(false);
  if (soldOut) {
    return (
      <Button block disabled variant="secondary">
        Sold out
      </Button>
    );
  }
  return (
    <Button
      block
      aria-busy={pending || undefined}
      // Unavailable, not disabled, while the cart answers: the focus stays on the button.
      unavailable={pending}
      onClick={async () => {
        setPending(true);
        try {
          await onAdd();
        } catch {
          // Shown by the cart's hook; nothing else to undo here.
        } finally {
          setPending(false);
        }
      }}
    >
      {pending ? 'Adding…' : 'Add to cart'}
      <span className="visually-hidden">{`: ${label}`}</span>
    </Button>
  );
}
