// A question's statement is HTML from the rich-text editor; what is stored, and later shown to students, is only what
// this allowlist keeps (docs/decisions/0019-evaluations-and-question-bank.md): text formatting, lists, headings, quotes,
// code and http/https/mailto links. Scripts, styles, event handlers, frames, objects, SVG, MathML, images and
// javascript:/data:/vbscript: URLs never get through, however they are cased, encoded or malformed.
import { M } from '@edu/shared';
import sanitizeHtml from 'sanitize-html';
import { validation } from '../../errors.js';

/** The only tags a stored statement may hold. */
export const TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'a',
];

const STATEMENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TEXT_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // the content of these is code or markup, never text of the statement: it goes with the tag
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  // every kept link opens in a new tab without giving the opened page a handle on ours
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** The statement's readable text (no markup), to tell a real statement from an empty paragraph. */
export function readableText(html: string): string {
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: STATEMENT_OPTIONS.nonTextTags,
  });
  return text.replace(/[\s\u00a0\u200b-\u200d\u2060\ufeff]+/g, ' ').trim();
}

/** The statement as it may be stored and shown; '' when nothing readable is left. */
export function cleanStatement(html: string): string {
  const clean = sanitizeHtml(html, STATEMENT_OPTIONS).trim();
  return readableText(clean) ? clean : '';
}

/** The clean statement, or 400 'Escriba el enunciado de la pregunta' when nothing readable is left. */
export function sanitizeStatement(html: string): string {
  const clean = cleanStatement(html);
  if (!clean) throw validation(M.QUESTION_STATEMENT_REQUIRED, { question: M.QUESTION_STATEMENT_REQUIRED });
  return clean;
}
