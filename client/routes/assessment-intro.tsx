import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LifeWheel } from '../../domain/schemas/wheel';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { IntroAreaGrid } from '../features/assessment/intro-areas';
import { IntroGuidance, IntroInfoCards } from '../features/assessment/intro-info';
import { LoadError } from '../features/wheel/load-error';
import { useLifeWheel } from '../features/wheel/wheel-query';
import { useTRPC } from '../lib/trpc';
import '../features/assessment/assessment.css';
import '../features/assessment/assessment-intro.css';

export default function AssessmentIntroPage() {
  const { t } = useTranslation();
  const wheel = useLifeWheel();
  const data = wheel.data;
  return (
    <Screen title={t('assessment.intro.title')} subtitle={t('assessment.intro.subtitle')} back="/home">
      {data ? data.isComplete ? <AllCompletedCard /> : <IntroNotices /> : null}
      <section className="stack" aria-labelledby="intro-areas-title" aria-busy={wheel.isPending}>
        <h2 id="intro-areas-title" className="section-title">
          {t('assessment.intro.areas.title')}
        </h2>
        {wheel.isPending ? (
          <PanelLoading text={t('assessment.intro.areas.loading')} />
        ) : wheel.isError ? (
          <LoadError title={t('assessment.intro.loadError')} error={wheel.error} onRetry={() => void wheel.refetch()} />
        ) : (
          <IntroAreaGrid areas={wheel.data.lifeAreas} />
        )}
      </section>
      <IntroInfoCards />
      <IntroGuidance />
    </Screen>
  );
}

/** While areas remain: answers are final, answer honestly, and how long it takes. */
function IntroNotices() {
  const { t } = useTranslation();
  return (
    <>
      <IntroNotice tone="danger" icon="⚠️" title={t('assessment.intro.warning.title')} text={t('assessment.intro.warning.text')} testId="permanent-warning" />
      <IntroNotice tone="calm" icon="💬" title={t('assessment.intro.honest.title')} text={t('assessment.intro.honest.text')} />
      <IntroNotice tone="calm" icon="⏱️" title={t('assessment.intro.time.title')} text={t('assessment.intro.time.text')} testId="time-notice" />
    </>
  );
}

type IntroNoticeProps = { tone: 'danger' | 'calm'; icon: string; title: string; text: string; testId?: string };

function IntroNotice({ tone, icon, title, text, testId }: IntroNoticeProps) {
  return (
    <section className={`intro-notice intro-notice--${tone}`} data-testid={testId}>
      <span className="intro-notice__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 className="intro-notice__title">{title}</h2>
        <p>{text}</p>
      </div>
    </section>
  );
}

/**
 * Every area is assessed: the button records it (mark-as-answered) and goes to /home whatever the answer,
 * since the focus selection on /home does not depend on it (docs/decisions/2026-11-22-lifewheel-focus-save.md).
 */
function AllCompletedCard() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const markAsAnswered = useMutation(trpc.wheel.markAsAnswered.mutationOptions());
  const finish = () =>
    markAsAnswered.mutate({}, {
      onSettled: (_data: LifeWheel | undefined, error: unknown) => {
        if (error) console.error('mark-as-answered failed', error);
        void navigate('/home');
      },
    });
  return (
    <section className="completed-card" data-testid="all-completed">
      <span className="completed-card__icon" aria-hidden="true">
        🏆
      </span>
      <h2 className="completed-card__title">{t('assessment.intro.allCompleted.title')}</h2>
      <p>{t('assessment.intro.allCompleted.text')}</p>
      <button type="button" className="button button--primary button--large button--block completed-card__button" onClick={finish} disabled={markAsAnswered.isPending} aria-busy={markAsAnswered.isPending}>
        {markAsAnswered.isPending ? t('assessment.intro.allCompleted.loading') : t('assessment.intro.allCompleted.button')}
      </button>
    </section>
  );
}
