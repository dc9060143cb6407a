import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The serious and critical axe-core violations of the page as it is now (WCAG 2.1 A and AA
 * rules), each with the elements it found.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  for (let measure = 1; ; measure += 1) {
    await finishAnimations(page);
    const violations = await runAxe(page);
    // An animation that began while axe ran (a notice closing on its 5 s timer) means axe measured
    // a moment in between, a half-transparent notice among it: judge the page again once it ends.
    if (measure === 3 || !(await animating(page))) return violations;
  }
}

/** True while a finite animation runs (a notice fading in or out). */
function animating(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      ),
  );
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol: the console's CSP forbids inline script.
  // Once a document: sending and compiling half a megabyte on every check costs more than it.
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only the violations are read: axe then keeps one node of the other results, not all.
      resultTypes: ['violations'],
    })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/**
 * Waits (at most 2 s) for the page's finite animations to end, so that axe judges what a person
 * reads: a notice still fading in is half transparent, and its contrast would be measured
 * against the page behind it. Endless animations (a spinner) are not waited for.
 */
async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}
