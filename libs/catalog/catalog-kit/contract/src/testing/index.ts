// Test helpers of @folio/catalog-kit-contract: the building blocks of every domain's example answers.
export { exampleId, exampleSlugOf, nextExampleNumber, aPage } from './factories.js';
