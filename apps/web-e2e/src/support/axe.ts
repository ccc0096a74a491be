import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, the rules axe tags for it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's serious and critical axe violations (WCAG 2.2 AA), each as `axe <rule>: <targets>`;
 * none is the bar on every route, signed out and in. About a second a page (injecting axe costs
 * most of it, whatever the page holds).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
