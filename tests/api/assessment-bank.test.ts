import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFE_AREA_KEYS } from '../../domain/content/life-areas';
import { questionSeeds } from '../../prisma/seed/questions';
import { seedReferenceData } from '../../server/database/seed';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const QUESTIONS_PER_SET = 10;
const ORDERS = Array.from({ length: QUESTIONS_PER_SET }, (_, index) => index + 1);

async function bank() {
  return t.app.deps.db.question.findMany({
    select: { id: true, order: true, haveMoreQuestions: true, textEs: true, textEn: true, tipEs: true, tipEn: true, lifeArea: { select: { key: true } } },
    orderBy: [{ lifeArea: { order: 'asc' } }, { haveMoreQuestions: 'asc' }, { order: 'asc' }],
  });
}

describe('the question bank', () => {
  it('holds a full set of 10 for every area, and two for couple and intimacy (in a relationship / single)', async () => {
    const questions = await bank();
    for (const key of LIFE_AREA_KEYS) {
      const ofArea = questions.filter((question) => question.lifeArea.key === key);
      const standard = ofArea.filter((question) => !question.haveMoreQuestions).map((question) => question.order);
      const single = ofArea.filter((question) => question.haveMoreQuestions).map((question) => question.order);
      expect(standard, key).toEqual(ORDERS);
      expect(single, key).toEqual(key === 'COUPLE_INTIMACY' ? ORDERS : []);
    }
    expect(questions).toHaveLength(70);
  });

  it('has every question and tip written in both languages, as yes/no questions, none repeated', async () => {
    const questions = await bank();
    for (const question of questions) {
      const where = `${question.lifeArea.key} ${String(question.haveMoreQuestions)} #${question.order}`;
      for (const text of [question.textEs, question.textEn, question.tipEs, question.tipEn]) {
        expect(text.trim().length, where).toBeGreaterThan(10);
        expect(text.length, where).toBeLessThanOrEqual(300);
        expect(text, where).toBe(text.trim());
      }
      expect(question.textEs, where).toMatch(/¿[^?]+\?$/);
      expect(question.textEn, where).toMatch(/\?$/);
      expect(question.textEn, where).not.toMatch(/[¿áéíóúñ]/i);
      expect(question.tipEs, where).not.toBe(question.tipEn);
      expect(question.textEs, where).not.toBe(question.textEn);
    }
    for (const field of ['textEs', 'textEn', 'tipEs', 'tipEn'] as const) {
      expect(new Set(questions.map((question) => question[field])).size, field).toBe(questions.length);
    }
  });

  it('is the seed module, loaded as written', async () => {
    const questions = await bank();
    for (const seed of questionSeeds) {
      const row = questions.find(
        (question) => question.lifeArea.key === seed.areaKey && question.haveMoreQuestions === seed.haveMoreQuestions && question.order === seed.order,
      );
      expect(row, `${seed.areaKey} #${seed.order}`).toMatchObject({ textEs: seed.es.text, textEn: seed.en.text, tipEs: seed.es.tip, tipEn: seed.en.tip });
    }
    expect(questionSeeds).toHaveLength(questions.length);
  });

  it('is loaded idempotently: seeding again keeps every question and its id', async () => {
    const before = await bank();
    await seedReferenceData(t.app.deps.db);
    const after = await bank();
    expect(after).toEqual(before);
  });
});
