// Stand-in for a marketing lib. Allowed: marketing -> catalog (marketing may read catalog).
import { catalogLabel } from '@folio/fixture-catalog';

export const marketingLabel = `marketing reads ${catalogLabel}`;
