import { type SectionTab, SectionTabs } from '@folio/catalog-kit';
import type { SocialLink } from '@folio/catalog-kit-contract';
import { Container } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import styles from './profile.module.css';

export interface ProfileHeroProps {
  /** The round portrait or logo the API draws for the person or vendor. */
  image: string;
  eyebrow: string;
  name: string;
  tagline: string;
  chips?: ReactNode;
  facts: ReadonlyArray<{ label: string; value: ReactNode }>;
  actions?: ReactNode;
  tabs?: { label: string; items: readonly SectionTab[] };
}

/** The top of an author, vendor or reader page: portrait, name, what they do, numbers and actions. */
export function ProfileHero({ image, eyebrow, name, tagline, chips, facts, actions, tabs }: ProfileHeroProps) {
  return (
    <header className={styles['hero']}>
      <Container className={styles['heroInner']}>
        <img className={styles['portrait']} src={image} alt="" width={128} height={128} />
        <div className={styles['heroText']}>
          <p className={styles['eyebrow']}>{eyebrow}</p>
          <h1 className={styles['name']}>{name}</h1>
          <p className={styles['tagline']}>{tagline}</p>
          {chips ? <div className={styles['chips']}>{chips}</div> : null}
          {facts.length > 0 ? (
            <dl className={styles['facts']}>
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {actions ? <div className={styles['actions']}>{actions}</div> : null}
      </Container>
      {tabs ? (
        <Container>
          <SectionTabs label={tabs.label} tabs={tabs.items} />
        </Container>
      ) : null}
    </header>
  );
}

const SOCIAL_LABEL: Record<SocialLink['kind'], string> = {
  website: 'Website',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
  goodreads: 'Goodreads',
  newsletter: 'Newsletter',
};

/** Website and social profiles, opening in a new tab. */
export function SocialLinks({
  website,
  links,
  name,
}: {
  website: string | null;
  links: readonly SocialLink[];
  name: string;
}) {
  const all = [...(website ? [{ kind: 'website' as const, url: website }] : []), ...links];
  if (all.length === 0) return null;
  return (
    <ul className={styles['social']} aria-label={`${name} elsewhere`}>
      {all.map((link) => (
        <li key={`${link.kind}-${link.url}`}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles['socialLink']}>
            {SOCIAL_LABEL[link.kind]}
          </a>
        </li>
      ))}
    </ul>
  );
}
