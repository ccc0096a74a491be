// Stand-in for a contract. Allowed: contract -> util, neutral -> neutral.
import { fixtureLabel } from '@folio/fixture-shared';

export const contractLabel = fixtureLabel('contract');
