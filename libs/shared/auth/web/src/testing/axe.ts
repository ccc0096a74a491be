import axe from 'axe-core';

/**
 * axe-core's violations, one line each. Colour contrast is off (happy-dom computes no styles; the
 * ui-kit's token test covers it) and so is `region` (a screen test renders no page landmarks).
 */
export async function axeViolations(context: Element | Document = document.body): Promise<string[]> {
  const results = await axe.run(context, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
