// The accessibility scan of every screen the journeys visit (docs/decisions/0032-accessibility.md): axe-core's WCAG 2.x
// A and AA rules, before a journey acts on a screen not yet scanned, once the page has settled (a11y-watch.ts), and on
// the screen it ends on. A serious or critical violation fails the journey that met it.
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';
import { expect } from '@playwright/test';
import { NEW_SCREEN, type WatchedWindow, watchScreens } from './a11y-watch';
import { scaled } from './scale';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING = ['serious', 'critical'];
/** A11Y_REPORT_ONLY=1: scan and log, fail nothing (to count what is there). */
const REPORT_ONLY = process.env.A11Y_REPORT_ONLY === '1';
/** A11Y_LOG=file: one JSON line per scan, every impact (the counts of decision 0032). */
const LOG = process.env.A11Y_LOG;

type Outcome = 'scanned' | 'unsettled';

/**
 * The screens this worker has scanned, look included (a11y-watch.ts): the sign-in page or an area's landing page that
 * most journeys pass through is scanned once rather than in each of them. A worker that met a failure is replaced by a
 * fresh one, so a violation fails each journey that meets it first in its worker.
 */
const scannedInWorker = new Set<string>();

const readState = (page: Page) =>
  page.evaluate(() => {
    const watcher = (window as WatchedWindow).__a11y;
    return watcher
      ? { screen: watcher.screen(), mutations: watcher.mutations(), isSettled: watcher.isSettled() }
      : null;
  });

const messageOf = (node: NodeResult) => [...node.any, ...node.all, ...node.none][0]?.message ?? '';

function describe(screen: string, violation: Result): string {
  const nodes = violation.nodes.slice(0, 3).map((node) => `\n    ${node.target.join(' ')}: ${messageOf(node)}`);
  const more = violation.nodes.length > 3 ? `\n    …and ${violation.nodes.length - 3} more` : '';
  return `${screen}: ${violation.id} (${violation.impact}) ${violation.help} ${violation.helpUrl}${nodes.join('')}${more}`;
}

export class ScreenScanner {
  /** what this journey scanned itself */
  private readonly scanned = new Set<string>();
  private readonly findings: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  async start() {
    await this.page.addInitScript(watchScreens);
    // before the journey's next action or assertion on a screen not yet scanned; the time it takes counts towards
    // that assertion's timeout, so it waits for the page to settle a second at most (times E2E_TIMEOUT_FACTOR, as the
    // timeout is) and else lets the journey go on: the screen is still new at the next check
    await this.page.addLocatorHandler(this.page.locator(NEW_SCREEN), () => this.scanCurrent(scaled(1_000), false), {
      noWaitAfter: true,
    });
  }

  /** The screen shown now once settled (within `patience` ms); true when it is scanned (here or before). */
  private async scanCurrent(patience: number, isLastTry: boolean): Promise<boolean> {
    const shown = (await readState(this.page).catch(() => null))?.screen;
    if (shown && scannedInWorker.has(shown)) {
      await this.markDone(shown);
      return true;
    }
    const hold = (isHeld: boolean) =>
      this.page.evaluate((held) => (window as WatchedWindow).__a11y?.hold(held), isHeld).catch(() => {});
    const started = Date.now();
    try {
      // held, then settled within `patience`: waited for in the page, where a check costs no round trip (on a busy
      // machine a round trip from here took a tenth of a second)
      const isSettled = await this.page
        .evaluate(
          (ms) =>
            new Promise<boolean>((resolve) => {
              const watcher = (window as WatchedWindow).__a11y;
              if (!watcher) return resolve(false);
              watcher.hold(true);
              const until = performance.now() + ms;
              const check = () => {
                if (watcher.isSettled()) resolve(true);
                else if (performance.now() >= until) resolve(false);
                else setTimeout(check, 50);
              };
              check();
            }),
          patience,
        )
        .catch(() => false);
      return (isSettled || isLastTry) && (await this.scan(isLastTry)) === 'scanned';
    } finally {
      await hold(false);
      // the journey's own budget stays its own: the time spent scanning is added to it
      this.testInfo.setTimeout(this.testInfo.timeout + Date.now() - started);
    }
  }

  private async scan(acceptChanges: boolean): Promise<Outcome> {
    try {
      const before = await readState(this.page);
      if (!before) return 'unsettled';
      const { screen } = before;
      if (!scannedInWorker.has(screen)) {
        const started = Date.now();
        // legacy mode runs axe in the page itself: no blank page opened per scan (half the time, measured), and the
        // app has no cross-origin frame that would need the other mode. options() before withTags(): it replaces them
        const results = await new AxeBuilder({ page: this.page })
          .options({ resultTypes: ['violations'] })
          .withTags(TAGS)
          .setLegacyMode(true)
          .analyze();
        const after = await readState(this.page);
        if (after?.screen !== screen || (after.mutations !== before.mutations && !acceptChanges)) return 'unsettled';
        this.record(screen, results.violations, Date.now() - started);
      }
      await this.markDone(screen);
      return 'scanned';
    } catch {
      // the page navigated or closed under the scan
      return 'unsettled';
    }
  }

  private async markDone(screen: string) {
    await this.page.evaluate((taken) => (window as WatchedWindow).__a11y?.done(taken), screen).catch(() => {});
  }

  private record(screen: string, violations: Result[], ms: number) {
    scannedInWorker.add(screen);
    this.scanned.add(screen);
    for (const violation of violations) {
      if (FAILING.includes(violation.impact ?? '')) this.findings.push(describe(screen, violation));
    }
    if (!LOG) return;
    const test = this.testInfo.titlePath.slice(1).join(' › ');
    const found = violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
    appendFileSync(LOG, `${JSON.stringify({ test, screen, ms, violations: found })}\n`);
  }

  /** After the journey: the screen it ends on, then the verdict. */
  async finish() {
    if (this.testInfo.status !== this.testInfo.expectedStatus || this.page.isClosed()) return;
    if (this.page.url().startsWith('http')) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        if (await this.scanCurrent(scaled(5_000), attempt === 2)) break;
      }
    }
    this.testInfo.annotations.push({ type: 'a11y', description: [...this.scanned].join(', ') });
    if (!REPORT_ONLY) expect(this.findings, 'serious or critical accessibility violations (axe)').toEqual([]);
  }
}
