/**
 * How the router plugin splits every route file (`codeSplittingOptions.defaultBehavior`): a
 * page's loader and component go to the page's chunk, its pending placeholder to a chunk of its
 * own. Said once here rather than in each route file, where the plugin would also leave the
 * option in the entry's route objects. Layout routes opt out in their own file
 * (`codeSplitGroupings: []`). Why this shape: src/route-splitting.test.ts.
 */
export const routeSplitGroupings: Array<
  Array<'loader' | 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent'>
> = [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']];
