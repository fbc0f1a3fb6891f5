#!/usr/bin/env node
// The whole test run: system packages, a fresh build, the quality checks, Jest (unit,
// database and API tests; PostgreSQL too when TEST_DATABASE_URL is set) and the Playwright
// journeys. Every stage runs even when an earlier one failed; the last line sums them up.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
const npm = (script) => run('npm', ['run', '--silent', script]);

rmSync('.reports', { recursive: true, force: true });
mkdirSync('.reports', { recursive: true });

if (!run(process.execPath, ['scripts/ensure-system-packages.mjs', '--required'])) process.exit(1);
if (!npm('build')) {
  console.error('The build failed; nothing else can be tested.');
  process.exit(1);
}

const checks = ['lint', 'format:check', 'typecheck', 'depcruise'].map((name) => {
  console.log(`\n▶ ${name}`);
  return { name, ok: npm(name) };
});
writeFileSync('.reports/checks.json', JSON.stringify(checks, null, 2));

console.log('\n▶ jest');
run(process.execPath, [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--json',
  '--outputFile=.reports/jest.json',
  // A stray handle (a socket, a timer) must never keep CI waiting after the last test.
  '--forceExit',
]);

console.log('\n▶ playwright');
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
  CI: process.env.CI ?? '1',
});

console.log('');
process.exit(run(process.execPath, ['scripts/summarize-tests.mjs']) ? 0 : 1);
