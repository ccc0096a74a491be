// Stand-in for a web lib. Allowed: web -> util, web -> neutral.
import { fixtureLabel } from '@folio/fixture-shared';

export const webLabel = fixtureLabel('web');
