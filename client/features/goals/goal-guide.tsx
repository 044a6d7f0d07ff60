// The tip and the examples of one goal type.
import { useTranslation } from 'react-i18next';
import type { GoalType } from '../../../domain/rules/goals';

export function GoalGuide({ type }: { type: GoalType }) {
  const { t } = useTranslation();
  const examples = [t(`goals.guide.${type}.example1`), t(`goals.guide.${type}.example2`), t(`goals.guide.${type}.example3`)];
  return (
    <section className={`goal-guide goal-guide--${type.toLowerCase()}`} aria-label={t('goals.guideLabel', { type: t(`goals.type.${type}`) })}>
      <p className="goal-guide__question">{t(`goals.guide.${type}.question`)}</p>
      <p className="goal-guide__tip">
        <span aria-hidden="true">💡 </span>
        {t(`goals.guide.${type}.tip`)}
      </p>
      <p className="goal-guide__examples-title">{t('goals.examples')}</p>
      <ul className="goal-guide__examples">
        {examples.map((example) => (
          <li key={example}>{example}</li>
        ))}
      </ul>
    </section>
  );
}
