import { PAGE_DATA_ELEMENT_ID } from '@folio/http-contract';

/**
 * Puts `data` in the document as the server does in a page's HTML on a first visit (made for the
 * address the test's window is on, unless `url` says otherwise). Returns a function that removes it.
 */
export function embedPageData(data: unknown, url = window.location.pathname + window.location.search): () => void {
  const element = document.createElement('script');
  element.id = PAGE_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.setAttribute('data-url', url);
  element.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(element);
  return () => element.remove();
}
