import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import { useToast } from '../components/toast';
import { nextAreaToAssess } from '../../domain/rules/wheel';
import { AreaAssessment } from '../features/assessment/area-assessment';
import { AreaReveal, type AreaResult } from '../features/assessment/area-reveal';
import { ASSESSMENT_INTRO_PATH } from '../lib/paths';
import { useLifeWheel } from '../features/wheel/wheel-query';
import { errorMessage } from '../lib/errors';
import { useTRPC } from '../lib/trpc';
import '../features/assessment/assessment.css';
import '../features/assessment/assessment-area.css';

/** One page per area: 'Siguiente área' opens the next area's route, which starts afresh. */
export default function AssessmentAreaPage() {
  const { areaId = '' } = useParams();
  return <AreaPage key={areaId} areaId={areaId} />;
}

/**
 * The questions of one area, then the moment that reveals its score with the way on to the next area. An assessed
 * area is never reopened (answers are final): its route goes back to the intro, as does any failure to load the
 * area or the wheel, with the reason in a toast.
 */
function AreaPage({ areaId }: { areaId: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const toast = useToast();
  const wheel = useLifeWheel();
  const archived = wheel.data?.lifeAreas.some((area) => area.areaId === areaId && area.isArchived) ?? false;
  // The questions are asked for only once the wheel says the area is open, and never again once the answers
  // are on their way or saved: the submission makes them stale, and reloading them would only fail (409).
  const submitting = useIsMutating({ mutationKey: trpc.assessment.submitArea.mutationKey() }) > 0;
  const [submitted, setSubmitted] = useState(false);
  const [revealed, setRevealed] = useState<AreaResult | null>(null);
  const questions = useQuery({ ...trpc.assessment.area.queryOptions({ id: areaId }), enabled: wheel.isSuccess && !archived && !submitting && !submitted });
  // Once the page is leaving, later reloads of the now-assessed area change nothing.
  const leaving = useRef(false);

  const leave = useCallback(() => {
    leaving.current = true;
    void navigate(ASSESSMENT_INTRO_PATH, { replace: true });
  }, [navigate]);
  const total = wheel.data?.lifeAreas.length ?? 0;
  // This area's place in the person's assessment: the ones already assessed, then this one.
  const position = (wheel.data?.lifeAreas.filter((area) => area.isArchived && area.areaId !== areaId).length ?? 0) + 1;
  const done = useCallback(
    (result?: Omit<AreaResult, 'position'>) => {
      setSubmitted(true);
      if (result) setRevealed({ ...result, position });
      else leave();
    },
    [leave, position],
  );

  const failure = wheel.error ?? questions.error;

  useEffect(() => {
    if (leaving.current || submitted) return;
    if (archived) {
      toast.info(t('assessment.area.alreadyAssessed'));
      leave();
    } else if (failure) {
      console.error('the assessment area could not be loaded', failure);
      toast.error(errorMessage(failure, t));
      leave();
    }
  }, [archived, failure, leave, toast, t, submitted]);

  const ready = wheel.data && questions.data && (!archived || submitted);

  return (
    <Screen title={t('assessment.area.title')} subtitle={t('assessment.area.subtitle')} back={ASSESSMENT_INTRO_PATH}>
      {revealed && questions.data && wheel.data ? (
        <AreaReveal area={questions.data.area} result={revealed} areasTotal={total} next={nextAreaToAssess(wheel.data.lifeAreas, areaId)} />
      ) : ready ? (
        <AreaAssessment data={questions.data} position={position} total={total} onDone={done} />
      ) : (
        <PanelLoading text={t('assessment.area.loading')} />
      )}
    </Screen>
  );
}
