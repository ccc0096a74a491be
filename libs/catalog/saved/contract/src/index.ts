// Public API of @folio/saved-contract: saved events and followed authors and vendors on the wire.
export {
  SavedKind,
  SAVED_KINDS,
  SavedItem,
  SavedList,
  SavedTargetParams,
  GuestSave,
  MergeSavedInput,
  MergeSavedResult,
  MAX_SAVED_ITEMS,
} from './saved.schema.js';
export { savedPaths } from './paths.js';
