import axe from 'axe-core';

/**
 * axe-core's violations in `context`, one line each, so a failing test names them.
 * - `color-contrast` is off because happy-dom computes no styles; styles/tokens.contrast.test.ts
 *   checks the token pairs instead.
 * - `region` (a best practice: all content inside landmarks) is off because a component test
 *   renders no page: the shell provides the landmarks, and popovers portal to the body.
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
