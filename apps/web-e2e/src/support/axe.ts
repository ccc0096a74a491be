import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, the rules axe tags for it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's serious and critical axe violations (WCAG 2.2 AA), each as `axe <rule>: <targets>`;
 * none is the bar on every route, signed out and in. About 0.35 s a page: axe runs in the page
 * itself (legacy mode: the pages have no cross-origin frames, so axe needs no blank page of its
 * own to merge frames' results, which cost half a second a scan) and details only violations.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
