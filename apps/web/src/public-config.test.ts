import { PUBLIC_CONFIG_ELEMENT_ID } from '@folio/http-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { readPublicConfig } from './public-config';

function writeBlock(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PUBLIC_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove());

describe('readPublicConfig', () => {
  it('reads the settings the server wrote into the page', () => {
    const analytics = { host: '', source: 'folio_events', token: 'write-only', visitorCookie: 'folio_vid' };
    writeBlock(JSON.stringify({ analytics }));
    expect(readPublicConfig().analytics).toEqual(analytics);
  });

  it('turns every service off when the page has no settings or broken ones', () => {
    expect(readPublicConfig().analytics).toBeNull();
    writeBlock('{"analytics": {"host": 3}}');
    expect(readPublicConfig().analytics).toBeNull();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    writeBlock('{not json');
    expect(readPublicConfig().analytics).toBeNull();
  });
});
