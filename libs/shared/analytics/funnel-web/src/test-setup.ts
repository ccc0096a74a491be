import { resetBrowserStorage } from '@folio/testing';

// Every test starts as a guest on a clean browser.
beforeEach(() => {
  resetBrowserStorage();
});
