import { describe, expect, it } from 'vitest';
import { evaluationStart, hasClosed, isPublished, type StartFacts, windowOf } from './attempts.start.js';
import * as M from '../common/messages.js';

const opens = new Date('2026-05-04T13:00:00Z');
const closes = new Date('2026-05-04T15:00:00Z');
const during = new Date('2026-05-04T14:00:00Z');
const open: StartFacts = {
  published: true,
  opens_at: opens,
  closes_at: closes,
  attempts: 2,
  attempts_used: 0,
  in_progress: false,
  module_unlocked: true,
};
const reasonOf = (facts: Partial<StartFacts>, now = during) => {
  const start = evaluationStart({ ...open, ...facts }, now);
  return start.state === 'refused' ? start.reason : start.state;
};

describe('the window of an evaluation', () => {
  it('opens at opens_at and closes at closes_at, ISO text or dates alike', () => {
    expect(windowOf({ opens_at: opens, closes_at: closes }, new Date(opens.getTime() - 1))).toBe('upcoming');
    expect(windowOf({ opens_at: opens.toISOString(), closes_at: closes.toISOString() }, opens)).toBe('open');
    expect(windowOf({ opens_at: opens, closes_at: closes }, new Date(closes.getTime() - 1))).toBe('open');
    expect(windowOf({ opens_at: opens, closes_at: closes }, closes)).toBe('closed');
  });

  it('never closes without a closing; is published only with both dates', () => {
    expect(hasClosed({ closes_at: null }, during)).toBe(false);
    expect(hasClosed({ closes_at: closes }, closes)).toBe(true);
    expect(isPublished({ published: true, opens_at: opens, closes_at: null })).toBe(false);
    expect(isPublished({ published: false, opens_at: opens, closes_at: closes })).toBe(false);
    expect(isPublished(open)).toBe(true);
  });
});

describe('evaluationStart, the one rule of startAttempt and the evaluation page', () => {
  it('starts an open evaluation with an attempt left, and goes on with the one running', () => {
    expect(reasonOf({})).toBe('start');
    expect(reasonOf({ attempts_used: 1 })).toBe('start');
    expect(reasonOf({ attempts_used: 2, in_progress: true })).toBe('resume');
  });

  it('refuses with the first reason that applies, in the order the server has always answered', () => {
    expect(reasonOf({ published: false, module_unlocked: false })).toBe(M.EVALUATION_NOT_PUBLISHED);
    expect(reasonOf({ opens_at: null })).toBe(M.EVALUATION_NOT_PUBLISHED);
    expect(reasonOf({ module_unlocked: false }, new Date(opens.getTime() - 1))).toBe(M.EVALUATION_NOT_OPEN_YET);
    expect(reasonOf({ module_unlocked: false }, closes)).toBe(M.EVALUATION_ALREADY_CLOSED);
    expect(reasonOf({ module_unlocked: false, attempts_used: 2 })).toBe(M.EVALUATION_MODULE_LOCKED);
    expect(reasonOf({ attempts_used: 2 })).toBe(M.ATTEMPTS_USED_UP);
  });

  it('says closed to a student with an attempt left once the window has passed', () => {
    expect(reasonOf({ attempts_used: 1 }, closes)).toBe(M.EVALUATION_ALREADY_CLOSED);
  });

  it('answers 403 for the window and the module, 409 for the attempts used up', () => {
    expect(evaluationStart({ ...open, module_unlocked: false }, during)).toMatchObject({ code: 'FORBIDDEN' });
    expect(evaluationStart({ ...open, attempts_used: 2 }, during)).toMatchObject({ code: 'CONFLICT' });
  });
});
