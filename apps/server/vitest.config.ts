import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure, no database) and `integration` (the app through app.inject on a real
// PostgreSQL: one server for the run, a database per test file cloned from a migrated template).
export default defineConfig({
  test: {
    // 2-core machines: two test files at a time (each with its own database).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.unit.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
