import { configure } from '@testing-library/dom';

/**
 * `findBy…` and `waitFor` give up after 5 s instead of Testing Library's 1 s: on a 2-core machine
 * running three test files at once, a page that renders in 50 ms alone can take over a second, and
 * a wait that fails only under load fails nobody's code. A wait that never succeeds still fails.
 */
configure({ asyncUtilTimeout: 5_000 });
