import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown } from './markdown.js';

// Known XSS payloads, in Markdown and in raw HTML inside Markdown: none may reach the page alive.
const PAYLOADS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag split over lines', '<scr\nipt>alert(1)</script>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['img onerror without quotes', '<img src=x onerror=alert(1)//>'],
  ['markdown link to javascript:', '[click](javascript:alert(1))'],
  ['javascript: in mixed case with entities', '[click](JaVaScRiPt&#58;alert(1))'],
  ['javascript: with a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['iframe', '<iframe src="https://evil.test"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object and embed', '<object data="evil.swf"></object><embed src="evil.swf">'],
  ['style tag', '<style>body{display:none}</style>'],
  [
    'style attribute',
    '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:url(javascript:alert(1))">x</p>',
  ],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.test/x.css">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">'],
  ['form with action', '<form action="https://evil.test"><input name="card"><button>Pay</button></form>'],
  ['event handler on a link', '<a href="https://ok.test" onclick="alert(1)" onmouseover="alert(2)">x</a>'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['body onload', '<body onload="alert(1)">'],
  ['base href', '<base href="https://evil.test/">'],
  ['math with href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['protocol-relative image', '![x](//evil.test/track.png)'],
  ['html comment trick', '<!--><img src=x onerror=alert(1)>-->'],
];

describe('Markdown is rendered to sanitised HTML', () => {
  it.each(PAYLOADS)('%s: no script, handler, dangerous address, frame or style survives', (_name, payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(html).not.toMatch(
      /<\s*(script|style|iframe|object|embed|svg|math|form|input|button|link|meta|base|body|details)\b/i,
    );
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/(href|src)\s*=\s*"\/\//i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<p>After</p>');
  });

  it('keeps the prose: headings from h2, lists, emphasis, quotes, tables and safe links', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** and _soft_ text with [our pricing](/for-authors/pricing) and [a shop](https://shop.test).\n\n- one\n- two\n\n> quoted\n\n| Fee | Amount |\n|---|---|\n| Order | 5% |',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/for-authors/pricing">our pricing</a>');
    expect(html).toContain('<a href="https://shop.test" rel="noopener noreferrer">a shop</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<td>5%</td>');
  });

  it('drops a link whose address was removed instead of leaving a dead anchor', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
  });

  it('counts reading time at about 220 words a minute, at least one minute', () => {
    expect(readingMinutes('short')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1100 }, () => 'word').join(' '))).toBe(5);
  });
});
