import { useTranslation } from 'react-i18next';
import { ListCard } from './list-card';

/** The standard number of questions of an area (SPEC.md section 9; the question bank of DECISIONS.md). */
const QUESTIONS_PER_AREA = 10;

/** The four info cards: questions per area, yes/no, instant scoring, focus. */
export function IntroInfoCards() {
  const { t } = useTranslation();
  const cards = [
    { icon: '❓', title: t('assessment.intro.info.questions.title', { count: QUESTIONS_PER_AREA }), text: t('assessment.intro.info.questions.text') },
    { icon: '✅', title: t('assessment.intro.info.yesNo.title'), text: t('assessment.intro.info.yesNo.text') },
    { icon: '⚡', title: t('assessment.intro.info.instant.title'), text: t('assessment.intro.info.instant.text') },
    { icon: '🎯', title: t('assessment.intro.info.focus.title'), text: t('assessment.intro.info.focus.text') },
  ];
  return (
    <section className="stack" aria-labelledby="intro-info-title">
      <h2 id="intro-info-title" className="section-title">
        {t('assessment.intro.info.title')}
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
  const before = [t('assessment.intro.before.honest'), t('assessment.intro.before.recent'), t('assessment.intro.before.noJudgment'), t('assessment.intro.before.startingLine')];
  const after = [t('assessment.intro.after.wheel'), t('assessment.intro.after.focus'), t('assessment.intro.after.projects'), t('assessment.intro.after.actions')];
  return (
    <>
      <ListCard titleId="intro-before-title" title={t('assessment.intro.before.title')} items={before} list="check-list" />
      <ListCard titleId="intro-after-title" title={t('assessment.intro.after.title')} items={after} list="step-list" />
    </>
  );
}
