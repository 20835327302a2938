// Component tests: a fresh document after each, and a test fails when the code prints console.error (React's
// warnings included), as the API tests do.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const spy = vi.spyOn(console, 'error');
afterEach(() => {
  cleanup();
  const calls = spy.mock.calls.splice(0);
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
