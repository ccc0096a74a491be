// Stand-in for a commerce web lib. Allowed: commerce -> shared, web -> util, web -> neutral.
import { fixtureLabel } from '@folio/fixture-shared';

export const commerceALabel = fixtureLabel('commerce-a');
