// The rules of the evaluation and question forms (02 §4-5), which the forms show and the server enforces: each rule
// at its bounds and each Spanish message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alternativesIssue,
  attemptsValid,
  DURATION_OPTIONS,
  durationValid,
  evaluationTotalIssue,
  formatDuration,
  formatPointsTotal,
  initialAlternatives,
  nivelCounts,
  questionPointsValid,
} from './evaluations.rules.js';
import * as M from '../common/messages.js';

describe('the 20-point rule of an evaluation', () => {
  it.each([
    [[20], null],
    [[6.5, 6.5, 7], null],
    [['6.5', '6.5', '7'], null],
    [Array(8).fill(2.5), null],
    [Array(200).fill(0.1), null],
    [[0.1, 0.2, 19.7], null],
    [[...Array(3).fill(6.66), 0.02], null],
    [[19.99], M.EVALUATION_TOTAL_BELOW],
    [[15], M.EVALUATION_TOTAL_BELOW],
    [[], M.EVALUATION_TOTAL_BELOW],
    [[0, 0], M.EVALUATION_TOTAL_BELOW],
    [[20.01], M.EVALUATION_TOTAL_ABOVE],
    [[10, 15], M.EVALUATION_TOTAL_ABOVE],
    [[20, 0.01], M.EVALUATION_TOTAL_ABOVE],
    [['abc', 20], M.QUESTION_POINTS_RANGE],
    [['1e400'], M.QUESTION_POINTS_RANGE],
  ] as const)('%j → %s', (points, expected) => {
    expect(evaluationTotalIssue(points)).toBe(expected);
  });

  it('sums in hundredths, so decimals that floating point gets wrong still make exactly 20', () => {
    const tenths = Array<number>(200).fill(0.1);
    expect(tenths.reduce((sum, p) => sum + p, 0)).not.toBe(20);
    expect(evaluationTotalIssue(tenths)).toBeNull();
    expect(formatPointsTotal(tenths)).toBe('20');
    expect(formatPointsTotal([6.5, 6.5, 7])).toBe('20');
    expect(formatPointsTotal([12.5])).toBe('12.5');
    expect(formatPointsTotal([0.1, 0.2])).toBe('0.3');
  });

  it('any split of 2000 hundredths among up to 100 questions is exactly 20', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(2000), { minLength: 1, maxLength: 99 }), (cuts) => {
        const marks = [0, ...cuts.sort((a, b) => a - b), 2000];
        const points = marks.slice(1).map((m, i) => (m - marks[i]) / 100);
        expect(evaluationTotalIssue(points)).toBeNull();
        expect(evaluationTotalIssue([...points, 0.01])).toBe(M.EVALUATION_TOTAL_ABOVE);
      }),
    );
  });
});

describe('the points of one question', () => {
  it.each([
    [0, true],
    [20, true],
    [2.5, true],
    [0.01, true],
    [19.99, true],
    [-1, false],
    [-0.01, false],
    [20.01, false],
    [1.005, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d is %s', (points, valid) => {
    expect(questionPointsValid(points)).toBe(valid);
  });
  it('accepts every value with two decimals from 0 to 20, however floating point stores it', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2000 }), (h) => questionPointsValid(h / 100)));
  });
});

describe('attempts and duration', () => {
  it.each([
    [0, false],
    [1, true],
    [3, true],
    [5, true],
    [6, false],
    [2.5, false],
  ])('%d attempts valid: %s', (attempts, valid) => {
    expect(attemptsValid(attempts)).toBe(valid);
  });

  it.each([
    [0, false],
    [4, false],
    [5, true],
    [7, false],
    [90, true],
    [550, true],
    [555, false],
    [12.5, false],
  ])('%d minutes valid: %s', (minutes, valid) => {
    expect(durationValid(minutes)).toBe(valid);
  });

  it('offers every duration from 5 to 550 in steps of 5, and only valid ones', () => {
    expect(DURATION_OPTIONS).toHaveLength(110);
    expect(DURATION_OPTIONS[0]).toBe(5);
    expect(DURATION_OPTIONS.at(-1)).toBe(550);
    expect(DURATION_OPTIONS.every((m, i) => durationValid(m) && m === 5 * (i + 1))).toBe(true);
  });

  it.each([
    [5, '00:05'],
    [60, '01:00'],
    [90, '01:30'],
    [550, '09:10'],
  ])('%d minutes are shown as %s', (minutes, shown) => {
    expect(formatDuration(minutes)).toBe(shown);
  });
});

describe('the alternatives a type starts with', () => {
  it('boolean: Verdadero and Falso with no choice made', () => {
    expect(initialAlternatives('boolean')).toEqual([
      { value: 'Verdadero', correct: false },
      { value: 'Falso', correct: false },
    ]);
  });
  it.each(['short', 'large', 'file'] as const)('%s: its one fixed placeholder, marked correct', (type) => {
    expect(initialAlternatives(type)).toEqual([{ value: M.OPEN_ALTERNATIVE[type], correct: true }]);
    expect(alternativesIssue(type, initialAlternatives(type))).toBeNull();
  });
  it.each(['unique', 'multiple'] as const)('%s: none', (type) => {
    expect(initialAlternatives(type)).toEqual([]);
  });
});

describe('the alternatives rules and their messages', () => {
  const alt = (value: string, correct = false) => ({ value, correct });

  it.each([
    ['unique', [], M.NO_ALTERNATIVES],
    ['multiple', [], M.NO_ALTERNATIVES],
    ['unique', [alt('Lima', true)], M.ALTERNATIVE_ADD_ONE_MORE],
    ['multiple', [alt('Lima', true)], M.ALTERNATIVE_ADD_ONE_MORE],
    ['unique', [alt('Lima', true), alt('  ')], M.ALTERNATIVES_BLANK],
    ['multiple', [alt(''), alt('Cusco', true)], M.ALTERNATIVES_BLANK],
    ['unique', [alt('Lima'), alt('Cusco')], M.ALTERNATIVE_CORRECT_REQUIRED],
    ['unique', [alt('Lima', true), alt('Cusco', true)], M.ALTERNATIVE_CORRECT_REQUIRED],
    ['unique', [alt('Lima', true), alt('Cusco')], null],
    ['multiple', [alt('Lima'), alt('Cusco')], M.ALTERNATIVE_AT_LEAST_ONE_CORRECT],
    ['multiple', [alt('Lima', true), alt('Cusco')], null],
    ['multiple', [alt('Lima', true), alt('Cusco', true)], null],
    ['unique', Array.from({ length: 11 }, (_, i) => alt(`x${i}`, i === 0)), M.FIELD_INVALID],
    ['unique', Array.from({ length: 10 }, (_, i) => alt(`x${i}`, i === 0)), null],
    ['boolean', initialAlternatives('boolean'), M.BOOLEAN_CHOICE_REQUIRED],
    ['boolean', [alt('Verdadero', true), alt('Falso', true)], M.BOOLEAN_CHOICE_REQUIRED],
    ['boolean', [alt('Verdadero', true), alt('Falso')], null],
    ['boolean', [alt('Verdadero'), alt('Falso', true)], null],
    ['boolean', [alt('Sí', true), alt('No')], M.FIELD_INVALID],
    ['short', [alt('Lima', true)], M.FIELD_INVALID],
    ['large', [], M.FIELD_INVALID],
    ['file', [alt(M.OPEN_ALTERNATIVE.file, false)], M.FIELD_INVALID],
  ] as const)('%s %j → %s', (type, alternatives, expected) => {
    expect(alternativesIssue(type, alternatives)).toBe(expected);
  });

  it('reports the first broken rule in the form’s order (a blank one before the missing correct answer)', () => {
    expect(alternativesIssue('unique', [alt(''), alt('Cusco')])).toBe(M.ALTERNATIVES_BLANK);
  });
});

describe('nivel counts', () => {
  it('counts the questions of each difficulty', () => {
    const counts = nivelCounts([{ nivel: 'easy' }, { nivel: 'hard' }, { nivel: 'easy' }]);
    expect(counts).toEqual({ easy: 2, medium: 0, hard: 1 });
    expect(nivelCounts([])).toEqual({ easy: 0, medium: 0, hard: 0 });
  });
});
