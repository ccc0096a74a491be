import { pageHead } from '@folio/catalog-kit';

/** Title and share metadata of /saved. */
export const savedHead = () =>
  pageHead({ title: 'Saved', description: 'The events you saved and the authors and vendors you follow on Folio.' });
