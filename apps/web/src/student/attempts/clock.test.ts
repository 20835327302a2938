// The countdown's text and the evaluation page's address (decision 0036 'The student's page').
import { describe, expect, it } from 'vitest';
import { routeOf, studentPaths } from '../paths';
import { clockOf } from './countdown';

describe('clockOf', () => {
  it('reads minutes and seconds, rounding a started second up, and hours past an hour', () => {
    expect(clockOf(30 * 60_000)).toBe('30:00');
    expect(clockOf(754_000)).toBe('12:34');
    expect(clockOf(500)).toBe('00:01');
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(3_723_000)).toBe('1:02:03');
  });
});

describe('the evaluation route', () => {
  it('goes there and back through studentPaths.evaluation', () => {
    expect(routeOf(studentPaths.evaluation('abc-123'))).toEqual({ page: 'evaluation', evaluationId: 'abc-123' });
    expect(routeOf('/aula/evaluaciones')).toEqual({ page: 'not-found' });
  });
});
