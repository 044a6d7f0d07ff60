// A tab opened before a deploy: the screen's chunk of the old build is gone from the server. Opening the screen
// answers 404 for it (never index.html), the page reloads once by itself for the new version, and when that still
// fails the message shows inside the app's frame, the navigation still there; once the file is back, Reintentar
// loads the screen with its styles.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { navigateTo, pathOf } from './support/ui';

/** The built files of a route module: its chunk and stylesheet, each with its precompressed copies. */
function builtFilesOf(clientDir: string, moduleKey: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[moduleKey];
  if (!entry) throw new Error(`${moduleKey} is not in the build's manifest`);
  return [entry.file, ...(entry.css ?? [])].flatMap((file) => [file, `${file}.br`, `${file}.gz`]).filter((file) => fs.existsSync(path.join(clientDir, file)));
}

const moveAll = (files: readonly string[], from: (file: string) => string, to: (file: string) => string) => {
  for (const file of files) if (fs.existsSync(from(file))) fs.renameSync(from(file), to(file));
};

test.describe('a screen whose chunk is gone after a deploy', () => {
  // The worker's server serves a copy of the build of its own: the chunk goes away for this test alone.
  test('shows the message inside the frame after one reload, and Reintentar recovers it', async ({ baseUrl, server, signedIn }) => {
    const { page } = signedIn;
    const files = builtFilesOf(server.staticDir, 'routes/history.tsx');
    const live = (file: string) => path.join(server.staticDir, file);
    const away = (file: string) => `${live(file)}.deployed-away`;
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    try {
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('heading', { level: 1, name: 'Tu rueda de la vida' }).waitFor();
      let loads = 0;
      page.on('load', () => (loads += 1));

      moveAll(files, live, away);
      const chunk = `/${files[0]!}`;
      const gone = await page.request.get(`${baseUrl}${chunk}`);
      expect({ status: gone.status(), type: gone.headers()['content-type'], cache: gone.headers()['cache-control'] }).toEqual({
        status: 404,
        type: 'application/json; charset=utf-8',
        cache: 'no-store',
      });

      await navigateTo(page, 'Historial');
      // One reload by itself (the server answers), then the message, and no second reload.
      await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
      const failure = page.getByRole('heading', { level: 1, name: 'No se pudo cargar esta pantalla' });
      await failure.waitFor();
      expect(pathOf(page)).toBe('/history');
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      expect(await nav.isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'Panel', exact: true }).isVisible()).toBe(true);
      await page.getByText('Puede que no haya conexión o que haya una versión nueva de Prospera.').waitFor();
      await page.waitForTimeout(1500);
      expect(loads).toBe(1);
      await page.screenshot({ path: 'test-results/deploy-chunk-failure.png' }).catch(() => undefined);

      // Still gone: Reintentar fails the same way, and the message stays.
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await failure.waitFor();

      // The file is there again (the new version, or the network back): Reintentar loads the screen and its styles.
      moveAll(files, away, live);
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await page.getByRole('heading', { level: 1, name: 'Historial' }).waitFor();
      expect(await failure.count()).toBe(0);
      const stylesheet = files.find((file) => file.endsWith('.css'));
      if (stylesheet) {
        await expect.poll(() => page.evaluate((name) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(name)), stylesheet)).toBe(true);
      }
      expect(loads).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      moveAll(files, away, live);
    }
  });
});
