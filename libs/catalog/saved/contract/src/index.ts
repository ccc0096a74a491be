// Public API of @folio/saved-contract: saved events and followed authors and vendors on the wire.
export {
  SavedKind,
  SAVED_KINDS,
  SavedCard,
  SavedCardList,
  SavedItem,
  SavedList,
  SavedTargetParams,
  SavedRef,
  GuestSave,
  ResolveSavedInput,
  MergeSavedInput,
  MergeSavedResult,
  MAX_SAVED_ITEMS,
} from './saved.schema.js';
export { savedPaths } from './paths.js';
