import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canonicalTimeZone } from '../../../domain/rules/time-zones';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { formatZoneName, zoneCity } from '../../lib/format';
import { browserTimeZone } from '../../lib/time-zone';
import { useTRPC } from '../../lib/trpc';

/** Where a dismissal is remembered: the device zone it was dismissed for (a new zone asks again). */
export const ZONE_PROMPT_DISMISSED_KEY = 'prospera.zonePrompt.dismissed';


function dismissedFor(): string | null {
  try {
    return localStorage.getItem(ZONE_PROMPT_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * The offer to update the zone of record when this device is elsewhere: dates, weeks and mails follow the stored zone
 * (Profile.timeZone), never silently the device's. Shown while the stored zone is missing or differs from the
 * device's; "Not now" hides it until the device's zone changes again.
 */
export function ZonePrompt() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.account.notifications.queryOptions({}));
  const save = useMutation(trpc.account.updateNotifications.mutationOptions());
  const device = browserTimeZone();
  const [dismissed, setDismissed] = useState(dismissedFor);
  const [failure, setFailure] = useState<string | null>(null);
  if (!settings.data || dismissed === device) return null;
  const stored = settings.data.timeZone;
  if (stored !== null && canonicalTimeZone(stored) === canonicalTimeZone(device)) return null;

  const accept = async () => {
    try {
      queryClient.setQueryData(trpc.account.notifications.queryKey({}), await save.mutateAsync({ timeZone: device }));
      // Every date the app shows may move to the new zone.
      await queryClient.invalidateQueries();
    } catch (error) {
      setFailure(t('account.zonePrompt.failed', { reason: errorMessage(error, t, currentLanguage()) }));
    }
  };
  const dismiss = () => {
    try {
      localStorage.setItem(ZONE_PROMPT_DISMISSED_KEY, device);
    } catch {
      // Without storage the prompt is hidden for this visit only.
    }
    setDismissed(device);
  };

  return (
    <section className="banner banner--info" data-testid="zone-prompt" aria-labelledby="zone-prompt-title">
      <span className="banner__icon" aria-hidden="true">
        🕓
      </span>
      <div className="banner__body">
        <h2 id="zone-prompt-title" className="banner__title">
          {t('account.zonePrompt.title')}
        </h2>
        <p>{stored === null ? t('account.zonePrompt.unknown', { device: formatZoneName(device) }) : t('account.zonePrompt.differs', { device: formatZoneName(device), stored: formatZoneName(stored) })}</p>
        {failure ? (
          <p className="banner__error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="banner__actions">
          <button type="button" className="button button--primary" disabled={save.isPending} onClick={() => void accept()}>
            {t('account.zonePrompt.use', { device: zoneCity(device) })}
          </button>
          <button type="button" className="button button--ghost" onClick={dismiss}>
            {t('account.zonePrompt.notNow')}
          </button>
        </div>
      </div>
    </section>
  );
}
