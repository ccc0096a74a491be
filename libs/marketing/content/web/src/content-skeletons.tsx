import { DetailPageSkeleton, ListingPageSkeleton, SkeletonLine, SkeletonStatus } from '@folio/catalog-kit';

/** A content page loading: the heading band and a few lines of copy. */
export function ContentPageSkeleton({ label = 'Loading page' }: { label?: string }) {
  return (
    <ListingPageSkeleton>
      <SkeletonStatus label={label}>
        <SkeletonLine size="title" />
        <SkeletonLine />
        <SkeletonLine />
        <SkeletonLine size="short" />
      </SkeletonStatus>
    </ListingPageSkeleton>
  );
}

/** A post or partner page loading. */
export function ArticleSkeleton({ label }: { label: string }) {
  return <DetailPageSkeleton label={label} />;
}
