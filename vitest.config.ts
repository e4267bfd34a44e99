import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; `--project <name>` narrows it. Projects run one group
// after another (groupOrder) so the 2-core machine is never shared by two heavy suites.
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        test: { name: 'bench', root: 'bench', include: ['*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        // Checks over the whole source tree (what no single workspace owns).
        test: { name: 'repo', root: 'scripts', include: ['*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // A file's first app may make the seeded snapshot the others start from (test/prepared-databases.ts).
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry; two files at a time suits a 2-core machine.
          maxWorkers: 2,
          // A worker runs its files in one module graph: each file builds its own app and database,
          // and importing the whole server afresh per file was a fifth of the project's time (the
          // project took 588 s isolated, 438 s not, on PGlite and PostgreSQL). Anything a file
          // changes beyond its own app (a spy, a stubbed env, fake timers) it must restore.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's 1 s default is shorter than a lazy chunk takes to load on a busy machine.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Last, two files at a time: a suite spends much of its time waiting on the page (network,
          // animations), so a second suite uses the idle core; more would starve Chromium.
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
