import { BookmarkIcon, HeartIcon } from '@folio/ui-kit';
import { lazy, Suspense } from 'react';
import type { SaveTarget } from './save-target';
import styles from './save-button.module.css';

export interface SaveButtonProps {
  target: SaveTarget;
  /**
   * `icon`: a round icon button for cards, named "Save {title}" ("Follow {name}").
   * `label`: a pill with visible text, Save / Saved or Follow / Following, for a page's header.
   */
  look?: 'icon' | 'label';
  className?: string;
}

// What saving needs (the guest's stored list, the account's list, the optimistic mutation and its
// notices) loads just after the page's first render: a list of cards shows without waiting for it.
const SaveToggleButton = lazy(() => import('./save-toggle-button'));

/** Saves an event or follows an author or vendor; see `save-toggle-button.tsx`. */
export function SaveButton(props: SaveButtonProps) {
  return (
    <Suspense fallback={<SaveButtonPlaceholder {...props} />}>
      <SaveToggleButton {...props} />
    </Suspense>
  );
}

/** The same button, inert, while its state loads (so nothing moves when it arrives). */
function SaveButtonPlaceholder({ target, look = 'icon', className }: SaveButtonProps) {
  // Not `targetName`: its module brings the saved-item schemas this placeholder must not wait for.
  const name = target.kind === 'event' ? target.item.title : target.item.name;
  const follow = target.kind !== 'event';
  const verb = follow ? 'Follow' : 'Save';
  const Icon = follow ? HeartIcon : BookmarkIcon;
  const classes = [styles['button'], look === 'icon' ? styles['round'] : styles['pill'], className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-disabled="true"
      aria-label={look === 'icon' ? `${verb} ${name}` : undefined}
    >
      <Icon className={styles['icon']} />
      {look === 'label' ? (
        <>
          <span>{verb}</span>
          <span className="visually-hidden"> {name}</span>
        </>
      ) : null}
    </button>
  );
}
