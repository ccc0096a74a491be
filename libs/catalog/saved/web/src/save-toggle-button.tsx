import { useQueryClientReady } from '@folio/http/router';
import { BookmarkIcon, HeartIcon } from '@folio/ui-kit';
import { targetName } from './save-target';
import { useSaveToggle } from './use-saved';
import type { SaveButtonProps } from './save-button';
import styles from './save-button.module.css';

/**
 * Saves an event or follows an author or vendor: a toggle button (`aria-pressed`). Guests keep it
 * on this device; signed-in visitors on their account, shown at once and undone if the server
 * refuses.
 */
export default function SaveToggleButton({ target, look = 'icon', className }: SaveButtonProps) {
  // A page drawn before the query client (from its page data) shows the placeholder until then.
  useQueryClientReady();
  const { saved, ready, toggle } = useSaveToggle(target);
  const follow = target.kind !== 'event';
  const verb = follow ? 'Follow' : 'Save';
  const name = targetName(target);
  const Icon = follow ? HeartIcon : BookmarkIcon;
  const classes = [styles['button'], look === 'icon' ? styles['round'] : styles['pill'], className]
    .filter(Boolean)
    .join(' ');

  if (look === 'icon') {
    return (
      <button
        type="button"
        className={classes}
        aria-pressed={saved}
        aria-disabled={ready ? undefined : true}
        aria-label={`${verb} ${name}`}
        title={saved ? (follow ? 'Following' : 'Saved') : verb}
        onClick={toggle}
      >
        <Icon filled={saved} className={styles['icon']} />
      </button>
    );
  }
  const pressedText = follow ? 'Following' : 'Saved';
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={saved}
      aria-disabled={ready ? undefined : true}
      onClick={toggle}
    >
      <Icon filled={saved} className={styles['icon']} />
      <span>{saved ? pressedText : verb}</span>
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
