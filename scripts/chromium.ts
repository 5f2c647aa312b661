/**
 * Finds the Chromium every browser test drives: CHROMIUM_PATH, else `chromium` on PATH, else the
 * browser Playwright manages (when someone installed one). We never download a browser: the
 * machines here cannot, and `.ci/run` installs Debian's chromium instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Screenshots must not depend on the host's text rendering settings.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next candidate
    }
  }
  const managed = chromium.executablePath();
  return existsSync(managed) ? managed : undefined;
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found: set CHROMIUM_PATH or install one (apt-get install -y chromium).');
  }
  return { executablePath, args: chromiumArgs };
}
