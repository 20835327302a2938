// The test object of every journey: a page error, an unexpected console.error, a Content-Security-Policy violation or
// a serious or critical accessibility violation on a screen it visits (a11y.ts) fails the test that caused it.
import { test as base, expect } from '@playwright/test';
import { ScreenScanner } from './a11y';

// the browser's own line for every non-2xx answer; the journeys that cause one assert what the user sees
const EXPECTED = [
  /^Failed to load resource: the server responded with a status of (400|401|403|404|409|413|415|429|500)/,
  // the browser's line for the trace recorder's reads of blob: images, below; the listener still reports any other
  /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src /,
];

/**
 * Runs in every frame before any of the page's scripts: each thing the policy blocks (a script, a style, a frame, an
 * image…) becomes a console.error naming the directive and what it blocked (docs/decisions/0030-security-headers.md).
 */
function reportPolicyViolations() {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      // Playwright's trace recorder reads a blob: image (a picked file's preview) with fetch from a world of its own,
      // which connect-src refuses; it has no script file (measured: gone with --trace off), the app's calls do
      if (event.effectiveDirective === 'connect-src' && event.blockedURI === 'blob' && !event.sourceFile) return;
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
      const sample = event.sample ? ` sample "${event.sample}"` : '';
      // an inline style or script reports no file: the element it was on says whose it is
      const on = event.target instanceof Element ? ` on ${event.target.outerHTML.slice(0, 200)}` : '';
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}${sample}${on}`,
      );
    },
    true,
  );
}

export const test = base.extend<{ consoleErrors: string[]; a11y: ScreenScanner }>({
  consoleErrors: [
    // on the context, so that pages a journey opens (a file in a new tab) are watched too
    async ({ context }, use) => {
      const errors: string[] = [];
      await context.addInitScript(reportPolicyViolations);
      context.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED.some((re) => re.test(message.text()))) errors.push(message.text());
      });
      context.on('weberror', (error) => errors.push(error.error().message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  a11y: [
    async ({ page }, use, testInfo) => {
      const scanner = new ScreenScanner(page, testInfo);
      await scanner.start();
      await use(scanner);
      await scanner.finish();
    },
    { auto: true },
  ],
});

export { expect };
