import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(process.cwd(), 'client/features/assessment/assessment-area.css'), 'utf8');

describe('the hover of an answer button', () => {
  it.each(['yes', 'no'])('leaves a chosen %s answer filled (its light hover background would hide its text)', (answer) => {
    const hoverRules = [...css.matchAll(new RegExp(`\\.answer-button--${answer}:hover[^{]*\\{`, 'g'))].map((match) => match[0]);
    expect(hoverRules.length).toBeGreaterThan(0);
    for (const rule of hoverRules) expect(rule).toContain('.answer-button--chosen');
  });
});
