#!/usr/bin/env node
// Prints the one line CI reads, "N passed, N failed", from the runners' JSON results:
// the quality checks, Jest and Playwright. A runner whose results are missing counts as failed.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
let passed = 0;
let failed = 0;

const checks = read('.reports/checks.json');
if (checks) {
  passed += checks.filter((check) => check.ok).length;
  failed += checks.filter((check) => !check.ok).length;
} else failed += 1;

const jest = read('.reports/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
} else failed += 1;

const playwright = read('.reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
} else failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
