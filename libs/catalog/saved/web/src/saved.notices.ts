import { notifyProduct } from '@folio/ui-kit/toast';
import { targetName, type SaveTarget } from './save-target';

/** Where the "View saved" link of a save's confirmation leads. */
const SAVED_PAGE = '/saved';

/**
 * Confirms a save or a removal, for guests and signed-in visitors alike: a short product notice
 * (top-center, spec section 9), a save with a way to the saved list.
 */
export function confirmSaveChange(target: SaveTarget, save: boolean): void {
  const name = targetName(target);
  if (!save) {
    void notifyProduct(`Removed ${name} from your saved list.`);
    return;
  }
  const message = target.kind === 'event' ? `Saved ${name}.` : `Following ${name}.`;
  void notifyProduct(message, { action: { label: 'View saved', href: SAVED_PAGE } });
}
