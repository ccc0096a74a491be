/**
 * Adds a vendor's script to the page once (async, no credentials beyond what the vendor's CSP
 * allows) and resolves when it has run. A second call for the same URL waits for the same tag.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  const script = existing ?? doc.createElement('script');
  const loaded = new Promise<void>((resolve, reject) => {
    if (existing?.dataset['loaded'] === 'true') return resolve();
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), { once: true });
  });
  if (!existing) {
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => (script.dataset['loaded'] = 'true'), { once: true });
    doc.head.appendChild(script);
  }
  return loaded;
}
