// GIFT text as teachers bring it from Moodle: what each kind of question becomes, each Spanish error at its line, and
// two properties: questions written out as GIFT read back the same, and no text whatsoever makes the parser throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternativesIssue, initialAlternatives } from '../evaluations.rules.js';
import * as M from '../../common/messages.js';
import { parseGift } from './gift.js';
import { escapeHtml, titleFrom } from './html.js';
import { parseQuestions } from './index.js';
import { anyText, type GeneratedQuestion, giftQuestions, lineEnding, MESSAGES } from './test-arbitraries.js';

const TRUE = { value: M.BOOLEAN_TRUE, correct: true };
const FALSE = { value: M.BOOLEAN_FALSE, correct: false };
const alt = (value: string, correct = false) => ({ value, correct });
/** The one question a text holds (fails the test when there is an error). */
function only(text: string) {
  const { questions, errors } = parseGift(text);
  expect(errors).toEqual([]);
  expect(questions).toHaveLength(1);
  return questions[0];
}
const errorsOf = (text: string) => parseGift(text).errors;

// What Moodle 4 writes when a question category is exported as GIFT (with a byte-order mark and Windows line ends).
const MOODLE_EXPORT = `\uFEFF// question: 0  name: Switch category to $course$/top/Por defecto para Geografía
$CATEGORY: $course$/top/Por defecto para Geografía


// question: 2301  name: Capital del Perú
::Capital del Perú::[html]<p>¿Cuál es la <strong>capital</strong> del Perú?</p>{
\t=<p>Lima</p>#¡Correcto!
\t~<p>Cusco</p>#Fue la capital inca.
\t~<p>Arequipa &amp; Puno</p>
\t####<p>Lima es la capital desde 1535.</p>
}


// question: 2302  name: Ríos de la costa
::Ríos de la costa::[html]¿Qué ríos desembocan en el Pacífico\\: el Rímac, el Chillón o el Amazonas?{
\t~%50%Rímac
\t~%50%Chillón
\t~%-100%Amazonas
}


// question: 2303  name: El Misti
::El Misti::[moodle]El Misti es un volcán de Arequipa.{TRUE}


// question: 2304  name: Machu Picchu
::Machu Picchu::Machu Picchu está en Lima.{FALSE#No, está en Cusco.#Correcto.}


// question: 2305  name: Lago Titicaca
::Lago Titicaca::El lago navegable más alto del mundo es el {=Titicaca =%50%titicaca#Ojo con la mayúscula} y está entre Perú y Bolivia.


// question: 2306  name: Regiones
::Regiones::[markdown]Describa **tres** regiones naturales del Perú.{}
`.replace(/\n/g, '\r\n');

describe('a Moodle export', () => {
  it('reads every question, skipping comments and categories, whatever the line endings', () => {
    const { questions, errors } = parseGift(MOODLE_EXPORT);
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      {
        line: 6,
        title: 'Capital del Perú',
        question: '<p>¿Cuál es la <strong>capital</strong> del Perú?</p>',
        type: 'unique',
        alternatives: [alt('Lima', true), alt('Cusco'), alt('Arequipa & Puno')],
      },
      {
        line: 15,
        title: 'Ríos de la costa',
        question: '¿Qué ríos desembocan en el Pacífico: el Rímac, el Chillón o el Amazonas?',
        type: 'multiple',
        alternatives: [alt('Rímac', true), alt('Chillón', true), alt('Amazonas')],
      },
      {
        line: 23,
        title: 'El Misti',
        question: '<p>El Misti es un volcán de Arequipa.</p>',
        type: 'boolean',
        alternatives: [TRUE, FALSE],
      },
      {
        line: 27,
        title: 'Machu Picchu',
        question: '<p>Machu Picchu está en Lima.</p>',
        type: 'boolean',
        alternatives: [
          { value: M.BOOLEAN_TRUE, correct: false },
          { value: M.BOOLEAN_FALSE, correct: true },
        ],
      },
      {
        line: 31,
        title: 'Lago Titicaca',
        question: '<p>El lago navegable más alto del mundo es el _____ y está entre Perú y Bolivia.</p>',
        type: 'short',
        alternatives: initialAlternatives('short'),
      },
      {
        line: 35,
        title: 'Regiones',
        question: '<p>Describa **tres** regiones naturales del Perú.</p>',
        type: 'large',
        alternatives: initialAlternatives('large'),
      },
    ]);
  });

  it('reads the same with Unix line endings and no byte-order mark', () => {
    const unix = parseGift(MOODLE_EXPORT.replace(/\r\n/g, '\n').replace(/^\uFEFF/, ''));
    expect(unix).toEqual(parseGift(MOODLE_EXPORT));
    expect(parseQuestions('gift', MOODLE_EXPORT)).toEqual(parseGift(MOODLE_EXPORT));
  });
});

describe('the type of each answer block', () => {
  it.each([
    ['{=4 ~3 ~5}', 'unique', [alt('4', true), alt('3'), alt('5')]],
    ['{~3 ~5 =4}', 'unique', [alt('3'), alt('5'), alt('4', true)]],
    ['{~%100%4 ~3}', 'unique', [alt('4', true), alt('3')]],
    ['{~%50%2 ~%50%4 ~5}', 'multiple', [alt('2', true), alt('4', true), alt('5')]],
    [
      '{~%33.3%a ~%33,3%b ~%33.4%c ~%-100%d ~%0%e}',
      'multiple',
      [alt('a', true), alt('b', true), alt('c', true), alt('d'), alt('e')],
    ],
    ['{=4 ~%100%cuatro ~5}', 'multiple', [alt('4', true), alt('cuatro', true), alt('5')]],
    ['{T}', 'boolean', [TRUE, FALSE]],
    ['{TRUE}', 'boolean', [TRUE, FALSE]],
    ['{ t }', 'boolean', [TRUE, FALSE]],
    ['{T#Bien#Mal}', 'boolean', [TRUE, FALSE]],
    ['{F}', 'boolean', [alt(M.BOOLEAN_TRUE), alt(M.BOOLEAN_FALSE, true)]],
    ['{FALSE}', 'boolean', [alt(M.BOOLEAN_TRUE), alt(M.BOOLEAN_FALSE, true)]],
    ['{=cuatro}', 'short', initialAlternatives('short')],
    ['{=%100%cuatro =%50%4 #Casi}', 'short', initialAlternatives('short')],
    ['{}', 'large', initialAlternatives('large')],
    ['{\n}', 'large', initialAlternatives('large')],
    ['{####Se corrige a mano}', 'large', initialAlternatives('large')],
  ] as const)('¿Cuánto es 2+2? %s → %s', (block, type, alternatives) => {
    const question = only(`¿Cuánto es 2+2? ${block}`);
    expect(question).toMatchObject({ type, alternatives, title: '¿Cuánto es 2+2?' });
  });

  it('trims each answer and drops its feedback and the general feedback', () => {
    const question = only(
      '¿Capital?{\n   =  Lima   #Sí, desde 1535\n ~ Cusco\t#No\n~Arequipa\n####Ver el mapa ~x =y\n}',
    );
    expect(question.alternatives).toEqual([alt('Lima', true), alt('Cusco'), alt('Arequipa')]);
  });
});

describe('the statement', () => {
  it('escapes plain text as HTML, with a paragraph per blank line and <br> per line break', () => {
    const question = only(`<script>alert("x")</script> & 'y'\nsegunda línea\\n\\ntercera {T}`);
    expect(question.question).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;<br>segunda línea</p><p>tercera</p>',
    );
    expect(question.title).toBe(`<script>alert("x")</script> & 'y' segunda línea tercera`);
  });

  it('keeps [html] as it is (the server sanitises it) and reads [plain], [moodle] and [markdown] as text', () => {
    expect(only('[html]<p>Es <em>rojo</em></p> {T}')).toMatchObject({
      question: '<p>Es <em>rojo</em></p>',
      title: 'Es rojo',
    });
    for (const marker of ['[plain]', '[moodle]', '[markdown]', '[PLAIN]']) {
      expect(only(`${marker}<em>rojo</em> {T}`).question).toBe('<p>&lt;em&gt;rojo&lt;/em&gt;</p>');
    }
  });

  it('reads the escapes \\~ \\= \\# \\{ \\} \\: \\\\ and \\n in the title, statement and answers', () => {
    const question = only('::Llaves\\: \\{ \\}::1 \\= 1 \\~ 2 \\# 3 \\\\ 4\\nfin {=sí \\= no \\# 2 ~no \\~ sí}');
    expect(question).toMatchObject({
      title: 'Llaves: { }',
      question: '<p>1 = 1 ~ 2 # 3 \\ 4<br>fin</p>',
      alternatives: [alt('sí = no # 2', true), alt('no ~ sí')],
    });
  });

  it('puts _____ where the answer block was when text follows it', () => {
    expect(only('El cielo es {=azul ~verde} de día.').question).toBe('<p>El cielo es _____ de día.</p>');
    expect(only('{=Lima ~Cusco} es la capital del Perú.').question).toBe('<p>_____ es la capital del Perú.</p>');
    expect(only('El cielo es azul {T}   ').question).toBe('<p>El cielo es azul</p>');
  });

  it('spans several lines, with the title on its own line', () => {
    const question = only('::Capital::\n¿Cuál es la capital\ndel Perú?\n{\n=Lima\n~Cusco\n}');
    expect(question).toMatchObject({ line: 1, title: 'Capital', question: '<p>¿Cuál es la capital<br>del Perú?</p>' });
  });
});

describe('the title', () => {
  const words = 'La Revolución Francesa comenzó en 1789 con la toma de la Bastilla y cambió para siempre la historia';

  it('is the statement when it has no title, cut at a word within 80 characters with …', () => {
    const question = only(`${words} {T}`);
    expect(question.title).toBe('La Revolución Francesa comenzó en 1789 con la toma de la Bastilla y cambió para…');
    expect(question.title.length).toBeLessThanOrEqual(81);
    expect(only('Una pregunta corta {T}').title).toBe('Una pregunta corta');
    expect(only(`${'a'.repeat(100)} {T}`).title).toBe(`${'a'.repeat(80)}…`);
    expect(only(`${'b'.repeat(80)} y más {T}`).title).toBe(`${'b'.repeat(80)}…`);
  });

  it('is the text of an [html] statement, without its tags and entities', () => {
    expect(only('[html]<p>Uno &amp; <b>dos</b></p><p>tres<br>cuatro</p><script>x()</script> {T}').title).toBe(
      'Uno & dos tres cuatro',
    );
  });

  it('is the ::title:: when there is one, cut to the 200 characters a question title holds', () => {
    expect(only('::  Mi   pregunta  :: Texto {T}').title).toBe('Mi pregunta');
    expect(only(':::: Texto sin título {T}').title).toBe('Texto sin título');
    const long = only(`::${'palabra '.repeat(40)}:: Texto {T}`).title;
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith('palabra…')).toBe(true);
  });
});

describe('broken questions', () => {
  const FILE = [
    '// Examen con errores',
    '::Bien 1:: ¿Uno? {=sí ~no}',
    '',
    '::Numérica:: ¿Cuánto es 2+2? {#4}',
    '',
    '::Emparejar:: Una cada país con su capital. {',
    '=Perú -> Lima',
    '=Chile -> Santiago',
    '}',
    '',
    '::Sin respuestas:: Esta pregunta no tiene llaves.',
    '',
    '::Sin cerrar:: ¿Qué color?',
    '{=rojo ~azul',
    '',
    '::Sin correcta:: ¿Cuál? {~a ~b}',
    '',
    '::Mala línea:: ¿Cuál?{',
    '=a',
    'b',
    '~c',
    '}',
    '',
    '::Sin enunciado:: {=a ~b}',
    '',
    '::Dos bloques:: a {=x ~y} b {=z ~w}',
    '',
    '::En blanco:: ¿Cuál? {=a ~ }',
    '',
    '::Una sola:: ¿Cuál? {~%100%a}',
    '',
    '::Bien 2:: ¿Dos? {T}',
  ].join('\r\n');

  it('each give their Spanish error at their line, and the questions around them are still read', () => {
    const { questions, errors } = parseGift(FILE);
    expect(questions.map((q) => [q.line, q.title])).toEqual([
      [2, 'Bien 1'],
      [32, 'Bien 2'],
    ]);
    expect(errors).toEqual([
      { line: 4, message: M.GIFT_NUMERIC_UNSUPPORTED },
      { line: 6, message: M.GIFT_MATCHING_UNSUPPORTED },
      { line: 11, message: M.GIFT_NO_ANSWERS },
      { line: 14, message: M.GIFT_UNCLOSED_ANSWERS },
      { line: 16, message: M.GIFT_NO_CORRECT },
      { line: 20, message: M.GIFT_BAD_ANSWER },
      { line: 24, message: M.IMPORT_NO_STATEMENT },
      { line: 26, message: M.GIFT_MANY_ANSWER_BLOCKS },
      { line: 28, message: M.ALTERNATIVES_BLANK },
      { line: 30, message: M.IMPORT_TOO_FEW_OPTIONS },
    ]);
  });

  it.each([
    ['¿Capital? {Lima =Cusco}', M.GIFT_BAD_ANSWER],
    ['¿Capital? {#1..5}', M.GIFT_NUMERIC_UNSUPPORTED],
    ['¿Capital? {\n#Feedback\n=Lima}', M.GIFT_NUMERIC_UNSUPPORTED],
    ['¿Capital? {=Lima', M.GIFT_UNCLOSED_ANSWERS],
    ['¿Capital? Lima}', M.GIFT_NO_ANSWERS],
    ['¿Capital? \\{=Lima ~Cusco\\}', M.GIFT_NO_ANSWERS],
    ['¿Capital? {~Lima ~%-50%Cusco ~%0%Puno}', M.GIFT_NO_CORRECT],
    ['[html]<img src="a.png"> {T}', M.IMPORT_NO_STATEMENT],
    ['::Solo título:: {T}', M.IMPORT_NO_STATEMENT],
    [`¿Cuál? {=a ${'~b '.repeat(10)}}`, M.IMPORT_TOO_MANY_OPTIONS],
    [`¿Cuál? {=${'a'.repeat(501)} ~b}`, M.tooLong(500)],
    [`${'texto '.repeat(3400)} {T}`, M.tooLong(20_000)],
  ])('%s → %s', (text, message) => {
    expect(errorsOf(text)).toEqual([{ line: 1, message }]);
  });

  it('points at the answer line without a mark, and at the { that is never closed', () => {
    expect(errorsOf('::A::\n¿Capital?\n{\n=Lima\n   Cusco\n}')).toEqual([{ line: 5, message: M.GIFT_BAD_ANSWER }]);
    expect(errorsOf('// c\n\n::A::\n¿Capital?\n{\n=Lima\n~Cusco')).toEqual([
      { line: 5, message: M.GIFT_UNCLOSED_ANSWERS },
    ]);
  });

  it('accepts ten alternatives and 500 characters in one', () => {
    expect(only(`¿Cuál? {=a ${'~b '.repeat(9)}}`).alternatives).toHaveLength(10);
    expect(only(`¿Cuál? {=${'a'.repeat(500)} ~b}`).alternatives[0].value).toHaveLength(500);
  });
});

describe('empty and oversized text', () => {
  it.each(['', '\uFEFF', '\r\n\r\n   \n', '// Solo comentarios\n$CATEGORY: $course$/top/Historia\n\n// nada más'])(
    '%j has no question: one error at line 1',
    (text) => {
      expect(parseGift(text)).toEqual({ questions: [], errors: [{ line: 1, message: M.IMPORT_EMPTY }] });
    },
  );

  it('answers the first 500 questions and one error at line 1 when there are more', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Pregunta ${i + 1} {T}`).join('\n\n');
    expect(parseGift(many(500))).toMatchObject({ errors: [] });
    expect(parseGift(many(500)).questions).toHaveLength(500);
    const tooMany = parseGift(`${many(501)}\n\nRota {#1}`);
    expect(tooMany.questions).toHaveLength(500);
    expect(tooMany.questions.at(-1)?.title).toBe('Pregunta 500');
    expect(tooMany.errors).toEqual([
      { line: 1, message: M.IMPORT_TOO_MANY },
      { line: 1003, message: M.GIFT_NUMERIC_UNSUPPORTED },
    ]);
  });

  it('reads a whole 500 000-character file quickly, even one made to be slow', () => {
    const started = Date.now();
    parseGift(`¿Cuál? {=a ${'~b '.repeat(160_000)}}`);
    parseGift(`[html]${'<'.repeat(250_000)}${'<script>'.repeat(30_000)} {T}`);
    parseGift('{'.repeat(500_000));
    parseGift('\\'.repeat(500_000));
    parseGift(`¿Cuál? {${'=a\n'.repeat(160_000)}b}`);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

/** How a teacher (or Moodle) writes these questions as GIFT. */
const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`);
function toGift(q: GeneratedQuestion, inline: boolean, eol: string): string {
  const title = q.title === null ? '' : `::${escapeGift(q.title)}::`;
  if (q.type === 'boolean') return `${title}${escapeGift(q.statement)} {${q.alternatives[0].correct ? 'T' : 'FALSE'}}`;
  const answers = q.alternatives.map((a) => `${a.correct ? '=' : '~'}${escapeGift(a.value)}`);
  return inline
    ? `${title}${escapeGift(q.statement)} {${answers.join(' ')}}`
    : `${title}${escapeGift(q.statement)}${eol}{${eol}\t${answers.join(`${eol}\t`)}${eol}}`;
}

describe('properties', () => {
  it('questions written as GIFT read back with the same types, titles, statements and alternatives', () => {
    fc.assert(
      fc.property(giftQuestions, fc.boolean(), lineEnding, (generated, inline, eol) => {
        const text = generated.map((q) => `// ${q.type}${eol}${toGift(q, inline, eol)}`).join(`${eol}${eol}`);
        const { questions, errors } = parseGift(text);
        expect(errors).toEqual([]);
        expect(
          questions.map(({ type, title, question, alternatives }) => ({ type, title, question, alternatives })),
        ).toEqual(
          generated.map((q) => ({
            type: q.type,
            title: q.title ?? titleFrom(q.statement),
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
        const { questions, errors } = parseGift(text);
        const lineCount = text.split(/\r\n|\r|\n/).length;
        expect(questions.length + errors.length).toBeGreaterThan(0);
        for (const error of errors) {
          expect(MESSAGES).toContain(error.message);
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(lineCount);
        }
        for (const question of questions) {
          expect(alternativesIssue(question.type, question.alternatives)).toBeNull();
          expect(question.title).not.toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('a text wrong everywhere', () => {
  it('lists only its first 100 errors', () => {
    const result = parseGift('x\n\n'.repeat(1000));
    expect(result.errors).toHaveLength(100);
    expect(result.errors[0]?.line).toBe(1);
  });
});
