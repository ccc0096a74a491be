// Test helpers of @folio/saved: msw handlers for the saved-items endpoints (built with `api` of
// @folio/testing) and the example saved item.
export {
  savedListHandler,
  saveItemHandler,
  unsaveItemHandler,
  mergeSavedHandler,
  resolveSavedHandler,
} from './saved-handlers';
export { toSavedItem, toGuestSave } from '../save-target';
