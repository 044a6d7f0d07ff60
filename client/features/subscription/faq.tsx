import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['prices', 'limits', 'limitReached', 'payment', 'change', 'cancel'] as const;

/** The plans' frequently asked questions, each one opening on its own (native disclosure, keyboard ready). */
export function Faq() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="faq" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('subscription.faq.title')}
      </h2>
      <div className="faq__list">
        {QUESTIONS.map((key) => (
          <details key={key} className="faq__item">
            <summary className="faq__question">{t(`subscription.faq.${key}.question`)}</summary>
            <p className="faq__answer">{t(`subscription.faq.${key}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
