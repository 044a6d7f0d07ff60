import { expect, test } from './fixtures';

test.describe('the legal documents on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the terms at a readable size, fitting the width, and accepts them only once scrolled to the end', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/register`);
    await page.getByRole('button', { name: /Términos y condiciones/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Términos y condiciones' });
    const pane = dialog.getByTestId('legal-pane');
    const paragraph = dialog.locator('[data-testid="legal-pane"][aria-busy="false"] .legal-text p').nth(1);
    await paragraph.waitFor();

    const size = await paragraph.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    // No sideways scrolling: the text wraps within the pane, which fits the screen.
    expect(await pane.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect((await pane.boundingBox())!.width).toBeLessThanOrEqual(360);

    const done = dialog.getByRole('button', { name: 'He leído el documento' });
    const download = dialog.getByRole('link', { name: 'Descargar el PDF' });
    expect(await download.getAttribute('href')).toBe('/api/v1/documents/terms/ES');
    expect(await done.isDisabled()).toBe(true);
    // Halfway is not read; 60 px from the end is not read either; within 50 px it is.
    await pane.evaluate((element) => element.scrollTo(0, (element.scrollHeight - element.clientHeight) / 2));
    await pane.evaluate((element) => element.scrollTo(0, element.scrollHeight - element.clientHeight - 60));
    await page.waitForTimeout(100);
    expect(await done.isDisabled()).toBe(true);
    await pane.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(() => done.isEnabled()).toBe(true);
    await done.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /Términos y condiciones/ }).textContent()).toContain('Leído');
  });

  test('shows /privacy at a readable size without sideways scrolling', async ({ page, baseUrl }) => {
    await page.goto(`${baseUrl}/privacy`);
    const paragraph = page.locator('.legal-text p').nth(1);
    await paragraph.waitFor();
    expect(await paragraph.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(14);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 360)).toBe(true);
  });
});
