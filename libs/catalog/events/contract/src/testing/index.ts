// Test helpers of @folio/events: example events answers shaped by the contract.
export {
  anEvent,
  aVirtualEvent,
  anEventDetail,
  anOrderForm,
  aReaderProfile,
  aCategory,
  aCollection,
} from './event-factories.js';
