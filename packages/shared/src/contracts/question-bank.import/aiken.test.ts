// Aiken text as teachers bring it from Moodle or write it by hand: what it becomes, each Spanish error at its line,
// and two properties: questions written out as Aiken read back the same, and no text makes the parser throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternativesIssue } from '../evaluations.rules.js';
import * as M from '../../common/messages.js';
import { parseAiken } from './aiken.js';
import { escapeHtml, titleFrom } from './html.js';
import { parseQuestions } from './index.js';
import { anyText, lineEnding, MESSAGES, uniqueQuestions } from './test-arbitraries.js';

const alt = (value: string, correct = false) => ({ value, correct });

const QUIZ = `\uFEFF¿Cuál es la capital del Perú?
A. Lima
B. Cusco
C. Arequipa
ANSWER: A

¿Qué río pasa por Lima?
A) Rímac
B) Amazonas
ANSWER: A
Lea el texto y responda:
¿en qué año llegó Pizarro a Tumbes?

  a) 1532
  b) 1492\t
  c) 1821
answer:   b

`.replace(/\n/g, '\r\n');

describe('an Aiken file', () => {
  it('reads every question, with or without blank lines between them, whatever the line endings', () => {
    const { questions, errors } = parseAiken(QUIZ);
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      {
        line: 1,
        title: '¿Cuál es la capital del Perú?',
        question: '<p>¿Cuál es la capital del Perú?</p>',
        type: 'unique',
        alternatives: [alt('Lima', true), alt('Cusco'), alt('Arequipa')],
      },
      {
        line: 7,
        title: '¿Qué río pasa por Lima?',
        question: '<p>¿Qué río pasa por Lima?</p>',
        type: 'unique',
        alternatives: [alt('Rímac', true), alt('Amazonas')],
      },
      {
        line: 11,
        title: 'Lea el texto y responda: ¿en qué año llegó Pizarro a Tumbes?',
        question: '<p>Lea el texto y responda:<br>¿en qué año llegó Pizarro a Tumbes?</p>',
        type: 'unique',
        alternatives: [alt('1532'), alt('1492', true), alt('1821')],
      },
    ]);
    expect(parseQuestions('aiken', QUIZ)).toEqual(parseAiken(QUIZ));
    expect(parseAiken(QUIZ.replace(/\r\n/g, '\n').slice(1))).toEqual(parseAiken(QUIZ));
  });

  it('escapes the text as HTML, keeps paragraphs, and cuts a long title at a word with …', () => {
    const text = `<b>Uno</b> & "dos"\n\n${'palabra '.repeat(12)}final\nA. <i>x</i>\nB. y\nANSWER: A`;
    expect(parseAiken(text).questions[0]).toMatchObject({
      question: `<p>&lt;b&gt;Uno&lt;/b&gt; &amp; &quot;dos&quot;</p><p>${'palabra '.repeat(12)}final</p>`,
      title: '<b>Uno</b> & "dos" palabra palabra palabra palabra palabra palabra palabra…',
      alternatives: [alt('<i>x</i>', true), alt('y')],
    });
  });

  it('accepts ten options', () => {
    const options = 'ABCDEFGHIJ'.split('').map((l) => `${l}. opción ${l}`);
    expect(parseAiken(`¿Cuál?\n${options.join('\n')}\nANSWER: J`).questions[0].alternatives[9]).toEqual(
      alt('opción J', true),
    );
  });
});

describe('broken questions', () => {
  const FILE = [
    '¿Capital del Perú?',
    'A. Lima',
    'B. Cusco',
    'ANSWER: A',
    'A. Opción suelta',
    'B. Otra',
    'ANSWER: B',
    '¿Sin respuesta?',
    'A. uno',
    'B. dos',
    '',
    '¿Letra mala?',
    'A. uno',
    'B. dos',
    'ANSWER: C',
    '¿Fuera de orden?',
    'A. uno',
    'C. dos',
    'ANSWER: A',
    '¿Línea suelta?',
    'A. uno',
    'texto que no es una opción',
    'B. dos',
    'ANSWER: A',
    '¿Una sola opción?',
    'A. única',
    'ANSWER: A',
    'ANSWER: B',
    '¿Opción vacía?',
    'A.',
    'B. algo',
    'ANSWER: B',
    '¿Bien al final?',
    'A) sí',
    'B) no',
    'ANSWER: A',
  ].join('\r\n');

  it('each give their Spanish error at their line, and the questions around them are still read', () => {
    const { questions, errors } = parseAiken(FILE);
    expect(questions.map((q) => [q.line, q.title])).toEqual([
      [1, '¿Capital del Perú?'],
      [33, '¿Bien al final?'],
    ]);
    expect(errors).toEqual([
      { line: 5, message: M.AIKEN_OPTION_WITHOUT_QUESTION },
      { line: 8, message: M.AIKEN_NO_ANSWER },
      { line: 15, message: M.AIKEN_BAD_ANSWER },
      { line: 18, message: M.AIKEN_BAD_OPTION },
      { line: 22, message: M.AIKEN_BAD_OPTION },
      { line: 25, message: M.IMPORT_TOO_FEW_OPTIONS },
      { line: 28, message: M.IMPORT_NO_STATEMENT },
      { line: 29, message: M.ALTERNATIVES_BLANK },
    ]);
  });

  it.each([
    ['¿Sin respuesta al final?\nA. uno\nB. dos', { line: 1, message: M.AIKEN_NO_ANSWER }],
    ['¿Sin opciones?', { line: 1, message: M.IMPORT_TOO_FEW_OPTIONS }],
    ['¿Sin opciones?\nANSWER: A', { line: 1, message: M.IMPORT_TOO_FEW_OPTIONS }],
    ['¿Una?\nA. uno\nANSWER: A', { line: 1, message: M.IMPORT_TOO_FEW_OPTIONS }],
    ['¿Cuál?\nB. uno\nC. dos\nANSWER: B', { line: 2, message: M.AIKEN_BAD_OPTION }],
    ['¿Cuál?\nA. uno\nB. dos\nANSWER:', { line: 4, message: M.AIKEN_BAD_ANSWER }],
    ['¿Cuál?\nA. uno\nB. dos\nANSWER: AB', { line: 4, message: M.AIKEN_BAD_ANSWER }],
    ['\n\nA. uno\nB. dos\nANSWER: A', { line: 3, message: M.AIKEN_OPTION_WITHOUT_QUESTION }],
    [
      `¿Cuál?\n${'ABCDEFGHIJK'
        .split('')
        .map((l) => `${l}. x${l}`)
        .join('\n')}\nANSWER: A`,
      { line: 1, message: M.IMPORT_TOO_MANY_OPTIONS },
    ],
    [`¿Cuál?\nA. ${'a'.repeat(501)}\nB. b\nANSWER: A`, { line: 1, message: M.tooLong(500) }],
  ])('%j → %j', (text, error) => {
    expect(parseAiken(text)).toEqual({ questions: [], errors: [error] });
  });

  it('after an error, reads on from the next question even when its ANSWER line is missing', () => {
    const { questions, errors } = parseAiken('Rota\nA. a\nx\n\nBuena\nA. a\nB. b\nANSWER: B');
    expect(errors).toEqual([{ line: 3, message: M.AIKEN_BAD_OPTION }]);
    expect(questions.map((q) => q.title)).toEqual(['Buena']);
  });
});

describe('empty and oversized text', () => {
  it.each(['', '\uFEFF', '\r\n \r\n\t\n'])('%j has no question: one error at line 1', (text) => {
    expect(parseAiken(text)).toEqual({ questions: [], errors: [{ line: 1, message: M.IMPORT_EMPTY }] });
  });

  it('answers the first 500 questions and one error at line 1 when there are more', () => {
    const text = Array.from({ length: 501 }, (_, i) => `Pregunta ${i + 1}\nA. sí\nB. no\nANSWER: A`).join('\n');
    const { questions, errors } = parseAiken(text);
    expect(questions).toHaveLength(500);
    expect(errors).toEqual([{ line: 1, message: M.IMPORT_TOO_MANY }]);
  });
});

describe('properties', () => {
  it('questions written as Aiken read back with the same titles, statements and alternatives', () => {
    const letters = 'ABCDEFGHIJ';
    const notAnOptionOrAnswer = (s: string) => !/^[A-Za-z][.)](\s|$)/.test(s) && !/^ANSWER\s*:/i.test(s);
    fc.assert(
      fc.property(uniqueQuestions, lineEnding, fc.boolean(), fc.constantFrom('.', ')'), (generated, eol, gap, mark) => {
        fc.pre(generated.every((q) => notAnOptionOrAnswer(q.statement)));
        const text = generated
          .map((q) =>
            [
              q.statement,
              ...q.alternatives.map((a, i) => `${letters[i]}${mark} ${a.value}`),
              `ANSWER: ${letters[q.alternatives.findIndex((a) => a.correct)]}`,
            ].join(eol),
          )
          .join(gap ? eol + eol : eol);
        const { questions, errors } = parseAiken(text);
        expect(errors).toEqual([]);
        expect(
          questions.map(({ type, title, question, alternatives }) => ({ type, title, question, alternatives })),
        ).toEqual(
          generated.map((q) => ({
            type: 'unique',
            title: titleFrom(q.statement),
            question: `<p>${escapeHtml(q.statement)}</p>`,
            alternatives: q.alternatives,
          })),
        );
      }),
    );
  });

  it('no text makes the parser throw; every error has a Spanish message and a line of the text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { questions, errors } = parseAiken(text);
        const lineCount = text.split(/\r\n|\r|\n/).length;
        expect(questions.length + errors.length).toBeGreaterThan(0);
        for (const error of errors) {
          expect(MESSAGES).toContain(error.message);
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(lineCount);
        }
        for (const question of questions) expect(alternativesIssue(question.type, question.alternatives)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
