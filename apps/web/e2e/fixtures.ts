// The test object of every journey: a page error or an unexpected console.error fails the test that caused it.
import { test as base, expect } from '@playwright/test';

// the browser's own line for every non-2xx answer; the journeys that cause one assert what the user sees
const EXPECTED = [/^Failed to load resource: the server responded with a status of (400|401|403|404|409|413|415|429|500)/];

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED.some((re) => re.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
