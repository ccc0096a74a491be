import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Markdown is rendered and sanitised here, on the server: the browser receives HTML it may insert
// as it is, and no Markdown or sanitiser code ships in the web bundle.
const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What survives: text structure, links (http, https, mailto and site-relative only), images over
 * https or from the site, and tables. No script, style, iframe, svg, form, event handler or
 * inline style; `javascript:`, `data:` and `vbscript:` addresses go.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code, not prose: dropped whole rather than shown.
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
  ],
  transformTags: {
    // The page's own title is its only h1; a post's headings start at h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs['href'] ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs['href'],
};
POLICY.allowedAttributes = { ...(POLICY.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel'] };

/** Markdown to HTML that is safe to insert into the page as it is. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), POLICY).trim();
}

const WORDS_PER_MINUTE = 220;

/** Minutes to read a Markdown text at an adult's silent reading pace; at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
