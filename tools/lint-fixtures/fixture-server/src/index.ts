// Stand-in for a server lib. Allowed: server -> contract, node -> neutral.
import { contractLabel } from '@folio/fixture-contract';

export const serverLabel = `server uses ${contractLabel}`;
