import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelLoading } from '../../components/panel-loading';
import { loadErrorDetail } from './cycles-query';
import { PulseResult } from './pulse-result';
import { usePulse } from './pulse-query';
import './wheel-pulse.css';

/** The day-45 pulse of one cycle of the history, read when the person opens it. */
export function CyclePulse({ cycleId }: { cycleId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pulse = usePulse(cycleId, open);
  return (
    <details className="cycle-pulse" onToggle={(event) => setOpen(event.currentTarget.open)} data-testid={`cycle-pulse-${cycleId}`}>
      <summary>{t('cycles.pulse.historyShow')}</summary>
      {!open ? null : pulse.isPending ? (
        <PanelLoading text={t('cycles.pulse.loading')} />
      ) : pulse.isError ? (
        <p role="alert">
          {t('cycles.pulse.loadError')} {loadErrorDetail(pulse.error, t)}
        </p>
      ) : pulse.data.result ? (
        <PulseResult pulse={pulse.data} result={pulse.data.result} headingLevel={3} />
      ) : (
        <p className="cycle-note">{t('cycles.pulse.historyNone')}</p>
      )}
    </details>
  );
}
