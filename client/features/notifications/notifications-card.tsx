import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  NOTIFY_HOUR_MAX,
  NOTIFY_HOUR_MIN,
  type NotificationChannel,
  type NotificationSettings,
} from '../../../domain/schemas/notifications';
import { FormAlert } from '../../components/error-alert';
import { ChoiceField } from '../../components/choice-field';
import { SelectField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { LANGS, type Lang } from '../../../domain/messages/format';
import { REASSESS_FROM_DAY } from '../../../domain/rules/cycles';
import { LAPSE_WARNING_DAYS } from '../../../domain/rules/plan-lapse';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { formatHourOfDay, formatZoneName } from '../../lib/format';
import { browserTimeZone } from '../../lib/time-zone';
import { useTRPC } from '../../lib/trpc';
import { PushDevices } from './push-devices';

type Draft = Omit<NotificationSettings, 'timeZone' | 'language'> & { timeZone: string; language: Lang };

const HOURS = Array.from({ length: NOTIFY_HOUR_MAX - NOTIFY_HOUR_MIN + 1 }, (_, index) => NOTIFY_HOUR_MIN + index);

/**
 * The zones offered: every zone the browser knows, plus UTC, the stored one and the browser's own (Intl may name
 * them differently from its list, 'Asia/Kolkata' and 'Asia/Calcutta'), each with its name in the reader's language,
 * sorted by that name.
 */
export function timeZoneOptions(stored: string | null, device: string, language: Lang): { zone: string; name: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known, 'UTC', device, ...(stored ? [stored] : [])]);
  const now = new Date();
  return [...zones].map((zone) => ({ zone, name: formatZoneName(zone, language, now) })).sort((a, b) => a.name.localeCompare(b.name, language));
}

type Channel = { name: string; value: NotificationChannel; onChange: (channel: NotificationChannel) => void };

/** How one kind arrives (issue 40): by mail, by push to the subscribed devices, or both; shown while the kind is on. */
function ChannelChoice({ kind, name, value, onChange }: Channel & { kind: string }) {
  const { t } = useTranslation();
  const options = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t(`notifications.settings.channels.${channel}`) }));
  return <ChoiceField legend={t('notifications.settings.channel', { kind })} name={name} options={options} value={value} onChange={onChange} />;
}

/** A kind's switch with its hint and, while it is on, how it arrives when it has a channel. */
function Switch({ label, hint, checked, onChange, channel }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void; channel?: Channel }) {
  const id = useId();
  return (
    <div className="notifications-card__switch">
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" role="switch" checked={checked} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {checked && channel ? <ChannelChoice kind={label} {...channel} /> : null}
    </div>
  );
}

/**
 * The form, filled from the stored settings; an unknown zone starts as the browser's and an unknown mails' language
 * as the one in use (suggestions to save).
 */
function NotificationsForm({ stored, active }: { stored: NotificationSettings; active: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const device = browserTimeZone();
  const save = useMutation(trpc.account.updateNotifications.mutationOptions());
  const devices = useQuery({ ...trpc.notifications.devices.queryOptions({}), enabled: active });
  const form = useForm({
    initial: (): Draft => ({ ...stored, timeZone: stored.timeZone ?? device, language: stored.language ?? language }),
    check: (draft) => ({ ok: true, input: draft }),
    send: async (draft) => {
      // The answer is the stored settings: shown at once, without waiting for the read to run again.
      queryClient.setQueryData(trpc.account.notifications.queryKey({}), await save.mutateAsync(draft));
      toast.success(t('notifications.settings.saved'));
    },
  });
  const { values: draft, set: change } = form;
  // Every setting compared, so a new one cannot be forgotten here (a suggested zone or language counts as a change).
  const unchanged = (Object.keys(draft) as (keyof Draft)[]).every((key) => draft[key] === stored[key]);

  // A kind chosen by push with no device subscribed is mailed (the server's rule): said where it is chosen.
  const pushChosen = (['weeklyDigestChannel', 'dueRemindersChannel', 'reassessInvitationChannel'] as const).some((key) => draft[key] !== 'EMAIL');
  const pushWithoutDevices = pushChosen && devices.data?.devices.length === 0;

  const zones = useMemo(() => timeZoneOptions(stored.timeZone, device, language), [stored.timeZone, device, language]);
  let zoneHint: string | undefined;
  if (stored.timeZone === null) zoneHint = t('notifications.settings.suggested');
  else if (draft.timeZone !== device) zoneHint = t('notifications.settings.deviceDiffers', { zone: formatZoneName(device, language) });

  return (
    <form className="notifications-card__form" noValidate onSubmit={form.submit}>
      <Switch
        label={t('notifications.settings.weeklyDigest')}
        hint={t('notifications.settings.weeklyDigestHint')}
        checked={draft.weeklyDigest}
        onChange={(weeklyDigest) => change({ weeklyDigest })}
        channel={{ name: 'weeklyDigestChannel', value: draft.weeklyDigestChannel, onChange: (weeklyDigestChannel) => change({ weeklyDigestChannel }) }}
      />
      <Switch
        label={t('notifications.settings.dueReminders')}
        hint={t('notifications.settings.dueRemindersHint')}
        checked={draft.dueReminders}
        onChange={(dueReminders) => change({ dueReminders })}
        channel={{ name: 'dueRemindersChannel', value: draft.dueRemindersChannel, onChange: (dueRemindersChannel) => change({ dueRemindersChannel }) }}
      />
      <Switch
        label={t('notifications.settings.reassessInvitation')}
        hint={t('notifications.settings.reassessInvitationHint', { day: REASSESS_FROM_DAY })}
        checked={draft.reassessInvitation}
        onChange={(reassessInvitation) => change({ reassessInvitation })}
        channel={{ name: 'reassessInvitationChannel', value: draft.reassessInvitationChannel, onChange: (reassessInvitationChannel) => change({ reassessInvitationChannel }) }}
      />
      {pushWithoutDevices ? <p className="field__hint">{t('notifications.settings.pushWithoutDevices')}</p> : null}
      <Switch
        label={t('notifications.settings.planLapseWarning')}
        hint={t('notifications.settings.planLapseWarningHint', { count: LAPSE_WARNING_DAYS })}
        checked={draft.planLapseWarning}
        onChange={(planLapseWarning) => change({ planLapseWarning })}
      />
      <div className="form__pair">
        <SelectField
          label={t('notifications.settings.hour')}
          hint={t('notifications.settings.hourHint')}
          value={String(draft.notifyHour)}
          onChange={(event) => change({ notifyHour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {formatHourOfDay(hour, language)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('notifications.settings.timeZone')}
          {...(zoneHint ? { hint: zoneHint } : {})}
          value={draft.timeZone}
          onChange={(event) => change({ timeZone: event.target.value })}
        >
          {zones.map(({ zone, name }) => (
            <option key={zone} value={zone}>
              {zone === device ? t('notifications.settings.thisDevice', { zone: name }) : name}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label={t('notifications.settings.language')}
        {...(stored.language === null ? { hint: t('notifications.settings.languageSuggested') } : {})}
        value={draft.language}
        onChange={(event) => change({ language: event.target.value as Lang })}
      >
        {LANGS.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </SelectField>
      <FormAlert text={form.failure ? t('notifications.settings.failed', { reason: errorMessage(form.failure, t, language) }) : null} />
      <button type="submit" className="button button--primary button--block" disabled={unchanged || form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('notifications.settings.saving') : t('notifications.settings.save')}
      </button>
    </form>
  );
}

/**
 * "Notifications" (issue 23): the weekly digest, the due-date reminders, the re-assessment invitation and the warning
 * before a paid plan ends on or off, how each of the first three arrives (mail, push or both: issue 40), the local
 * hour they are sent at, the time zone and the mails' language; then this device's push reminders and the person's
 * devices. `active` false stops its reads (while logging out).
 */
export function NotificationsCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const titleId = useId();
  const settings = useQuery({ ...trpc.account.notifications.queryOptions({}), enabled: active });

  const body = () => {
    if (settings.isPending) return <PanelLoading text={t('notifications.settings.loading')} />;
    if (settings.isError) {
      return (
        <LoadFailure
          title={t('notifications.settings.loadError')}
          detail={errorMessage(settings.error, t, currentLanguage())}
          retryLabel={t('common.retry')}
          busy={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      );
    }
    // Keyed by the stored values, so a save (or another tab's) refills the form from what the server answered.
    return <NotificationsForm key={JSON.stringify(settings.data)} stored={settings.data} active={active} />;
  };

  return (
    <section className="card notifications-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('notifications.settings.title')}
      </h2>
      <p className="notifications-card__intro">{t('notifications.settings.intro')}</p>
      {body()}
      <PushDevices active={active} />
    </section>
  );
}
