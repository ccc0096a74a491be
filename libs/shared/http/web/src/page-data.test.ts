import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@folio/http-contract';
import { hasData, loadPageData, takePageData } from './page-data.js';

function embed(text: string, url: string) {
  const element = document.createElement('script');
  element.id = PAGE_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.setAttribute('data-url', url);
  element.textContent = text;
  document.head.append(element);
}

const here = () => window.location.pathname + window.location.search;

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('page data embedded in the HTML', () => {
  it('is taken once, by the page of the address it was made for', () => {
    embed('{"data":{"title":"About"}}', here());
    expect(takePageData()).toEqual({ data: { title: 'About' } });
    expect(takePageData()).toBeUndefined();
  });

  it('is not used for another address, nor kept for later', () => {
    embed('{"data":1}', '/elsewhere?page=2');
    expect(takePageData()).toBeUndefined();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('is ignored when it is not JSON', () => {
    embed('{"data": ', here());
    expect(takePageData()).toBeUndefined();
  });

  it('lets the loader skip its call on a first visit, and makes the call after that or when the data does not fit', async () => {
    const fetch = vi.fn(async () => ({ data: 'fetched' }));
    embed('{"data":"embedded"}', here());
    expect(await loadPageData(hasData, fetch)).toEqual({ data: 'embedded' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await loadPageData(hasData, fetch)).toEqual({ data: 'fetched' });
    embed('[1,2]', here());
    expect(await loadPageData(hasData, fetch)).toEqual({ data: 'fetched' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
