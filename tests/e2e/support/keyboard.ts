// Operating the app with the keyboard alone, as a person without a pointer does: Tab (or Shift+Tab) until the
// control has the focus, then type, Enter, Space or the arrow keys. Reaching a control this way is itself the
// check that it is in the tab order.
import type { Locator, Page } from '@playwright/test';

const MAX_TABS = 200;

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (Shift+Tab with `backwards`); fails when it never gets it. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await hasFocus(target)) {
      if (!(await showsFocus(target))) throw new Error(`${target.toString()} has the focus but shows no focus indicator`);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} is not reachable with Tab`);
}

/**
 * Whether the focused control draws a focus indicator (an outline or a ring) on itself, or on the element that
 * stands for it (the styled box after a visually hidden input, or the label around it).
 */
function showsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const drawn = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    return drawn(element) || drawn(element.nextElementSibling) || drawn(element.closest('label'));
  });
}

/** Tabs to a control and presses Enter on it (a link or a button). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key === 'Space' ? ' ' : 'Enter');
}

/** Tabs to a text field, selects what it holds and types `value` over it. */
export async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  if (value === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(value);
}

/**
 * Types a date ('YYYY-MM-DD') into a native date field segment by segment, as a keyboard user reads the field's
 * order (month-day-year, day-month-year or year-month-day, after the browser's own language) and types the digits.
 */
export async function typeDate(page: Page, field: Locator, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  for (const digits of [`${month}${day}${year}`, `${day}${month}${year}`, `${year}${month}${day}`]) {
    // Leave the field and come back, so the focus is on its first segment.
    for (let presses = 0; presses < 5 && (await hasFocus(field)); presses += 1) await page.keyboard.press('Shift+Tab');
    await tabTo(page, field);
    await page.keyboard.type(digits);
    if ((await field.inputValue()) === isoDate) return;
  }
  throw new Error(`${field.toString()} did not take ${isoDate} from the keyboard`);
}

/**
 * Tabs to a native select and moves through its options with the arrow keys until the chosen one (matched by its
 * label) is selected, as a keyboard user does on a closed select.
 */
export async function chooseOption(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await tabTo(page, select);
  const labels = await select.locator('option').allTextContents();
  const wanted = labels.findIndex((text) => (typeof label === 'string' ? text.trim() === label : label.test(text)));
  if (wanted < 0) throw new Error(`no option ${String(label)} in ${labels.join(' | ')}`);
  const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
  const key = wanted > current ? 'ArrowDown' : 'ArrowUp';
  for (let step = 0; step < Math.abs(wanted - current); step += 1) await page.keyboard.press(key);
  const selected = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
  if (selected !== wanted) throw new Error(`the arrow keys left option ${selected} selected instead of ${wanted} (${String(label)})`);
}
