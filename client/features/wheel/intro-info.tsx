import { useTranslation } from 'react-i18next';
import { ListCard } from './list-card';

/** The standard number of questions of an area (SPEC.md section 9; the question bank of DECISIONS.md). */
export const QUESTIONS_PER_AREA = 10;

/** The four info cards: questions per area, yes/no, instant scoring, focus. */
export function IntroInfoCards() {
  const { t } = useTranslation();
  const cards = [
    { icon: '❓', title: t('assessmentIntro.info.questions.title', { count: QUESTIONS_PER_AREA }), text: t('assessmentIntro.info.questions.text') },
    { icon: '✅', title: t('assessmentIntro.info.yesNo.title'), text: t('assessmentIntro.info.yesNo.text') },
    { icon: '⚡', title: t('assessmentIntro.info.instant.title'), text: t('assessmentIntro.info.instant.text') },
    { icon: '🎯', title: t('assessmentIntro.info.focus.title'), text: t('assessmentIntro.info.focus.text') },
  ];
  return (
    <section className="stack" aria-labelledby="intro-info-title">
      <h2 id="intro-info-title" className="section-title">
        {t('assessmentIntro.info.title')}
      </h2>
      <ul className="info-cards">
        {cards.map((card) => (
          <li key={card.icon} className="info-card">
            <span className="info-card__icon" aria-hidden="true">
              {card.icon}
            </span>
            <h3 className="info-card__title">{card.title}</h3>
            <p className="info-card__text">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Before you begin' and the four steps of 'what happens after'. */
export function IntroGuidance() {
  const { t } = useTranslation();
  const before = [t('assessmentIntro.before.honest'), t('assessmentIntro.before.recent'), t('assessmentIntro.before.noJudgment'), t('assessmentIntro.before.startingLine')];
  const after = [t('assessmentIntro.after.wheel'), t('assessmentIntro.after.focus'), t('assessmentIntro.after.projects'), t('assessmentIntro.after.actions')];
  return (
    <>
      <ListCard titleId="intro-before-title" title={t('assessmentIntro.before.title')} items={before} list="check-list" />
      <ListCard titleId="intro-after-title" title={t('assessmentIntro.after.title')} items={after} list="step-list" />
    </>
  );
}
