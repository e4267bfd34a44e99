import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** How many of the slowest files the closing summary names. */
const SLOWEST_SHOWN = 15;

/**
 * Prints one plain closing line ("tests: N passed, N failed, N skipped") that CI can read
 * whatever runner it expects, after the slowest files: the suite must stay under 30 minutes on a
 * 2-core machine, and this list says where the time goes.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // A file that failed outside any test (import or hook error) counts as one failure.
      if (mod.state() === 'failed' && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    const slowest = [...testModules]
      .map((mod) => ({ name: `${mod.project.name}/${mod.moduleId.split('/').slice(-2).join('/')}`, seconds: mod.diagnostic().duration / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST_SHOWN);
    process.stdout.write(`\nslowest files:\n${slowest.map((f) => `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`).join('\n')}\n`);
    // An unhandled error fails the run even when every test passed.
    failed += unhandledErrors.length;
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
