// Runs the Playwright journeys against the built app and server in Debian's Chromium.
// Without Chromium it says so loudly and skips, except on CI, where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const message = `No Chromium at ${chromium}: the e2e journeys did NOT run. Install it with 'apt-get install chromium'.`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n!!!!!!!!\n!! ${message}\n!!!!!!!!\n`);
  process.exit(0);
}

for (const built of ['packages/server/dist/main.js', 'packages/web/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.log(`${built} is missing: building first.`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    break;
  }
}

const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
