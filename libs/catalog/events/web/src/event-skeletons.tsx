import {
  layoutStyles,
  ListingPageSkeleton,
  ListSkeleton,
  SkeletonBlock,
  SkeletonLine,
  SkeletonStatus,
} from '@folio/catalog-kit';
import { PeopleGridSkeleton } from '@folio/people';
import { Container } from '@folio/ui-kit';
import cards from './event-card.module.css';
import forms from './order-form-card.module.css';

/*
 * Placeholders drawn with the lists' own classes: the grid, its cells and the card frame are the
 * ones `EventGrid` and `OrderFormList` use, so a placeholder has their columns and their card
 * shape at every width (on phones an event is a row with its poster beside the text).
 */

/** Placeholder event cards in the events grid. */
export function EventGridSkeleton({ label, count = 8 }: { label: string; count?: number }) {
  return (
    <SkeletonStatus label={label} className={cards['grid']}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cards['cell']}>
          <div className={cards['card']}>
            <div className={cards['media']}>
              <SkeletonBlock />
            </div>
            <div className={cards['body']}>
              <SkeletonLine size="short" />
              <SkeletonLine />
              <SkeletonLine />
              <SkeletonLine size="short" />
            </div>
          </div>
        </div>
      ))}
    </SkeletonStatus>
  );
}

/** Placeholder order form cards in the order forms' grid. */
export function OrderFormListSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <SkeletonStatus label={label} className={forms['list']}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={forms['cell']}>
          <div className={forms['card']}>
            <SkeletonLine size="short" />
            <SkeletonLine size="short" />
            <SkeletonLine size="short" />
            <SkeletonLine />
            <SkeletonLine size="short" />
            <SkeletonLine />
            <SkeletonLine size="short" />
            <SkeletonLine size="button" />
          </div>
        </div>
      ))}
    </SkeletonStatus>
  );
}

/** A listing of events loading (/events, a collection, a themed page): the heading band and placeholder cards. */
export function EventListingPageSkeleton({ label }: { label: string }) {
  return (
    <ListingPageSkeleton>
      <EventGridSkeleton label={label} />
    </ListingPageSkeleton>
  );
}

/** An event's attending view loading: placeholder reader cards in the compact people grid. */
export function EventAttendingSkeleton() {
  return (
    <Container className={layoutStyles['pageBody']}>
      <ListSkeleton>
        <PeopleGridSkeleton label="Loading readers" size="compact" />
      </ListSkeleton>
    </Container>
  );
}

/** A seller's stores loading: placeholder order form cards. */
export function SellerStoresSkeleton() {
  return (
    <Container className={layoutStyles['pageBody']}>
      <ListSkeleton>
        <OrderFormListSkeleton label="Loading stores" />
      </ListSkeleton>
    </Container>
  );
}
