import fs from 'node:fs';

/** The system's Chromium: Playwright never downloads a browser here (CHROME_PATH, or Debian's chromium). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('Chromium not found: install Debian\'s chromium or set CHROME_PATH');
  return found;
}

/** Chromium without a sandbox (root in CI), a GPU, or anything it would fetch or sync by itself. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
