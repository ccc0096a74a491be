import { Chip, layoutStyles as shared, Paragraphs, Section } from '@folio/catalog-kit';
import type { VendorProfile } from '@folio/people-contract';
import { SaveButton } from '@folio/saved';
import { Container } from '@folio/ui-kit';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { VENDOR_KIND_LABEL } from './person-card';
import { ProfileHero, SocialLinks } from './profile-hero';
import styles from './profile.module.css';

/** The frame of /vendors/{slug}: who they are, follow, and the tabs of overview, about and stores. */
export function VendorLayout({ vendor }: { vendor: VendorProfile }) {
  const { slug } = vendor;
  return (
    <>
      <ProfileHero
        image={vendor.logo_url}
        eyebrow={`${VENDOR_KIND_LABEL[vendor.kind]} · ${vendor.city}, ${vendor.country_code}`}
        name={vendor.name}
        tagline={vendor.tagline}
        chips={<Chip tone="accent">{VENDOR_KIND_LABEL[vendor.kind]}</Chip>}
        facts={[
          { label: 'Upcoming events', value: vendor.upcoming_events_count },
          { label: 'Past events', value: vendor.past_events_count },
          { label: 'Open stores', value: vendor.open_order_forms_count },
        ]}
        actions={<SaveButton target={{ kind: 'vendor', item: vendor }} look="label" />}
        tabs={{
          label: 'Vendor sections',
          items: [
            { label: 'Overview', to: '/vendors/$slug', params: { slug }, exact: true },
            { label: 'About', to: '/vendors/$slug/about', params: { slug } },
            { label: 'Stores', to: '/vendors/$slug/stores', params: { slug }, count: vendor.open_order_forms_count },
          ],
        }}
      />
      <Outlet />
    </>
  );
}

/** The default view of a vendor: what they sell and the events they are at next. */
export function VendorOverview({ vendor, upcomingEvents }: { vendor: VendorProfile; upcomingEvents?: ReactNode }) {
  return (
    <Container className={[shared['pageBody'], styles['layout']].join(' ')}>
      <p className={styles['lead']}>{vendor.bio}</p>
      {upcomingEvents}
    </Container>
  );
}

/** The about view of a vendor. */
export function VendorAbout({ vendor }: { vendor: VendorProfile }) {
  return (
    <Container className={[shared['pageBody'], styles['layout'], styles['aboutLayout']].join(' ')}>
      <Section title={`About ${vendor.name}`} id="vendor-about">
        <Paragraphs text={vendor.about} />
      </Section>
      <aside className={styles['detailCard']} aria-labelledby="vendor-details">
        <h2 id="vendor-details" className={styles['detailTitle']}>
          Details
        </h2>
        <dl className={styles['details']}>
          <div>
            <dt>Based in</dt>
            <dd>
              {vendor.city}, {vendor.country_code}
            </dd>
          </div>
          <div>
            <dt>Kind</dt>
            <dd>{VENDOR_KIND_LABEL[vendor.kind]}</dd>
          </div>
        </dl>
        <SocialLinks website={vendor.website_url} links={vendor.social_links} name={vendor.name} />
      </aside>
    </Container>
  );
}
