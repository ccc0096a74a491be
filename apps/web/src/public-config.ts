import { PUBLIC_CONFIG_ELEMENT_ID, PUBLIC_CONFIG_OFF, PublicConfig } from '@folio/http-contract';
import * as v from 'valibot';

/**
 * The runtime settings the server wrote into the page (`PublicConfig`). A page without them, or
 * with a block that does not parse, runs with every outside service off. Read by the lazily loaded
 * integrations only, never by the first page's code.
 */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return PUBLIC_CONFIG_OFF;
  try {
    const parsed = v.safeParse(PublicConfig, JSON.parse(text));
    return parsed.success ? parsed.output : PUBLIC_CONFIG_OFF;
  } catch {
    return PUBLIC_CONFIG_OFF;
  }
}
