import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What a failed check names: the rule, how bad it is, and where in the page. */
export interface SevereViolation {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * The 'serious' and 'critical' axe findings (WCAG 2.1 A/AA and best practice) of the page once its
 * transitions have ended (or of the part `within`, a CSS selector); an empty list is a pass. Milder findings are
 * left to reviews, not to a failing run.
 */
export async function severeAccessibilityViolations(page: Page, within?: string): Promise<SevereViolation[]> {
  // A dialog fading in is measured at its final colours: axe read a half-transparent button's
  // contrast as too low once. Spinners (animations without end) are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  const results = await (within ? axe.include(within) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
