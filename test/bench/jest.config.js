import base from '../../jest.config.js';

/** Benchmarks print figures for docs/benchmarks.md; they assert nothing about time. */
export default {
  ...base,
  rootDir: '../..',
  roots: ['<rootDir>/test/bench'],
  testMatch: ['**/*.bench.ts'],
  testTimeout: 600_000,
  maxWorkers: 1,
};
