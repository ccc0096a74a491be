// Public API of @folio/saved: saved events and followed authors and vendors in the browser: the
// save button the events and people cards show, the saved list's data access and the /saved page
// (which takes the events and people cards from the shell).
export { fetchSaved, putSaved, deleteSaved, mergeSaved, resolveSaved } from './saved.api';
export { savedKeys, savedListQueryOptions, savedCardsQueryOptions } from './saved.queries';
export { useSaveMutation, useMergeGuestSavesMutation } from './saved.mutations';
export type { SaveChange } from './saved.mutations';
export { guestSavesAtom, GUEST_SAVES_STORAGE_KEY } from './saved.atoms';
export { useSavedItems, useSaveToggle } from './use-saved';
export type { SavedItemsState, SaveToggle } from './use-saved';
export type { SaveTarget } from './save-target';
export { toSavedItem } from './save-target';
export { SaveButton } from './save-button';
export type { SaveButtonProps } from './save-button';
export { savedHead } from './saved.head';
export { SavedPage } from './saved-page';
export type { SavedCards } from './saved-page';
