#!/usr/bin/env node
// Makes sure the Debian packages the product needs are installed: Chromium renders PDFs and
// runs the browser tests, poppler-utils and qpdf check PDFs. As root it installs what is
// missing with apt-get; otherwise it names what to install. `--required` makes a miss fatal.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = [
  {
    name: 'chromium',
    present: () => [process.env.CHROME_PATH, '/usr/bin/chromium'].some((p) => p && existsSync(p)),
  },
  { name: 'poppler-utils', present: () => onPath('pdfinfo') },
  { name: 'qpdf', present: () => onPath('qpdf') },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const isRequired = process.argv.includes('--required');
const missing = packages.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && onPath('apt-get')) {
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  process.exit(0);
}

const advice = `Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`;
if (isRequired) {
  console.error(advice);
  process.exit(1);
}
console.warn(`${advice} (PDF rendering needs them; everything else works without).`);
