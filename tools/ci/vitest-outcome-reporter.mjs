// A Vitest reporter for tools/ci/run-tests.mjs: writes what failed, and how, to the JSON file named
// by FOLIO_VITEST_OUTCOME. Vitest's own JSON report leaves out two ways a run fails: errors raised
// outside any test (an unhandled rejection, a timer firing after its file ended), which make
// `vitest run` exit 1 with every test passed, and a failing hook in a file whose tests passed.
// Both count as failures in the summary line, and the summary names them at the end of the log,
// where CI shows it.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const firstLines = (text = '', lines = 8) => text.split('\n').slice(0, lines).join('\n');

export default class OutcomeReporter {
  onTestRunEnd(testModules, unhandledErrors, reason) {
    const path = process.env['FOLIO_VITEST_OUTCOME'];
    if (!path) return;
    const failedTests = [];
    const failedFiles = [];
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      for (const test of module.children.allTests('failed')) {
        const error = test.result().errors?.[0];
        failedTests.push({ file, name: test.fullName, message: firstLines(error?.message, 3) });
      }
      // Errors of the file itself: it failed to load, or a beforeAll/afterAll hook threw.
      const own = module.errors();
      if (own.length > 0) failedFiles.push({ file, message: firstLines(own[0].message, 3) });
    }
    const outcome = {
      reason,
      failedTests,
      failedFiles,
      unhandledErrors: unhandledErrors.map((error) => ({
        name: error.name,
        message: firstLines(error.message, 3),
        stack: firstLines(error.stack),
        // Vitest names the test file that was running when the error was raised, when it knows it.
        file: error.VITEST_TEST_PATH ? relative(process.cwd(), error.VITEST_TEST_PATH) : undefined,
        test: error.VITEST_TEST_NAME,
      })),
    };
    writeFileSync(path, `${JSON.stringify(outcome, null, 2)}\n`);
  }
}
