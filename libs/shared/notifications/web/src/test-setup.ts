import { resetBrowserStorage } from '@folio/auth/testing';

// Every test starts as a guest on a clean browser.
beforeEach(() => {
  resetBrowserStorage();
});
