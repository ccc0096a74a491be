export interface MailboxLink {
  label: string;
  /** The link as a path on this app (`/verify-email?token=…`), so it opens on whichever server is running. */
  href: string;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/**
 * The links in an e-mail's text. A line written as "Label: https://…" names its link; others are
 * "Open link". Links are made relative: the API writes them with its APP_URL, while a developer
 * may be on the Vite dev server.
 */
export function mailboxLinks(text: string): MailboxLink[] {
  const links: MailboxLink[] = [];
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(URL_PATTERN)) {
      let href: string;
      try {
        const url = new URL(match[0]);
        href = `${url.pathname}${url.search}${url.hash}`;
      } catch {
        continue;
      }
      const before = line.slice(0, match.index).trim().replace(/:$/, '').trim();
      links.push({ label: before || 'Open link', href });
    }
  }
  return links;
}
