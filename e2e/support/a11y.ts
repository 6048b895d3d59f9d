import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export type A11yOptions = {
  // CSS selectors to check only, or to leave out (e.g. a third-party widget we do not control).
  include?: string | string[];
  exclude?: string | string[];
  // Rule ids to skip, each with a reason in the calling spec.
  disableRules?: string[];
};

// axe-core's types, reached through the builder so axe-core need not be a direct dependency.
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

function targetOf(node: NodeResult): string {
  // A target step is a selector, or a list of them through iframes and shadow roots.
  return node.target.map((step) => (Array.isArray(step) ? step.join(' >>> ') : step)).join(' ');
}

export function formatViolation(violation: Result): string {
  const targets = violation.nodes.map(targetOf).join(', ');
  return `${violation.id} (${violation.impact}): ${violation.help} -> ${targets}`;
}

// Fails on serious or critical axe violations; minor and moderate ones are attached to the report.
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // @axe-core/playwright types its page against its own playwright-core copy; the object is the same.
  let builder = new AxeBuilder({
    page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'],
  });
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  // Only violations are read: axe then skips describing every node that passed (a selector and an
  // HTML snippet each). Legacy mode runs axe once in the page, where the default injects it twice and
  // again into a new blank page to merge per-frame results; the app has no cross-origin frames.
  builder = builder.options({ resultTypes: ['violations'] }).setLegacyMode(true);

  // A toast or dialog fading in has half its final contrast: check what people read, once finite
  // transitions have ended (looping ones, like skeleton pulses, are left alone).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const results = await builder.analyze();
  if (results.violations.length > 0) {
    await test.info().attach(`axe ${page.url()}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  expect(failing.map(formatViolation), `serious or critical a11y violations on ${page.url()}`).toEqual([]);
}
