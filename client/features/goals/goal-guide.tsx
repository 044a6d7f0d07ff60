// The tip and the examples of one goal type.
import { useTranslation } from 'react-i18next';
import type { GoalType } from '../../../domain/rules/goals';

export function GoalGuide({ type }: { type: GoalType }) {
  const { t } = useTranslation();
  const examples = [t(`projectGoals.guide.${type}.example1`), t(`projectGoals.guide.${type}.example2`), t(`projectGoals.guide.${type}.example3`)];
  return (
    <section className={`goal-guide goal-guide--${type.toLowerCase()}`} aria-label={t('projectGoals.guideLabel', { type: t(`projectGoals.type.${type}`) })}>
      <p className="goal-guide__question">{t(`projectGoals.guide.${type}.question`)}</p>
      <p className="goal-guide__tip">
        <span aria-hidden="true">💡 </span>
        {t(`projectGoals.guide.${type}.tip`)}
      </p>
      <p className="goal-guide__examples-title">{t('projectGoals.examples')}</p>
      <ul className="goal-guide__examples">
        {examples.map((example) => (
          <li key={example}>{example}</li>
        ))}
      </ul>
    </section>
  );
}
