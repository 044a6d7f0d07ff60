import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InviteCompanionInputSchema, NarrowShareInputSchema, SHARE_ROLES, type InviteCompanionInput, type OwnedShare } from '../../../domain/schemas/companions';
import { FormAlert } from '../../components/error-alert';
import { ChoiceField } from '../../components/choice-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmailField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { issueProblems, type Problems } from '../../lib/form-problems';
import { formatInstantDate } from '../../lib/format';
import { SUPPORTING_PATH } from '../../lib/paths';
import { useTRPC } from '../../lib/trpc';
import { CHOICE_KEYS, NO_CHOICES, ShareChoicesFields, useChoiceNames, type Choices } from './share-choices';
import '../../components/tags.css';
import './companions.css';

type Role = (typeof SHARE_ROLES)[number];
type InviteValues = { email: string; role: Role; choices: Choices };
type Field = 'email' | 'role' | 'choices';

/** The schema's issues on the form's fields; a refusal of any of the six choices lands on the set. */
const problemsOf = (issues: Parameters<typeof issueProblems>[0]): Problems<Field> =>
  issueProblems(issues, ['email', 'role', 'choices'] as const, Object.fromEntries(CHOICE_KEYS.map((key) => [key, 'choices' as const])));

/** The end of the invite and change forms: the server's refusal (already worded), then submit and cancel. */
function FormEnd({ failure, submitting, labels, onCancel }: { failure: string | null; submitting: boolean; labels: { submit: string; busy: string; cancel: string }; onCancel: () => void }) {
  return (
    <>
      <FormAlert text={failure} />
      <div className="companions-form__buttons">
        <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting}>
          {submitting ? labels.busy : labels.submit}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={submitting}>
          {labels.cancel}
        </button>
      </div>
    </>
  );
}

/** The invitation form: the e-mail, the role and the six choices, checked with the shared schema. */
function InviteForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const invite = useMutation(trpc.companions.invite.mutationOptions());
  const form = useForm({
    initial: (): InviteValues => ({ email: '', role: 'COACH', choices: NO_CHOICES }),
    check: (values) => {
      const parsed = InviteCompanionInputSchema.safeParse({ email: values.email, role: values.role, ...values.choices });
      return parsed.success ? { ok: true as const, input: parsed.data } : { ok: false as const, problems: problemsOf(parsed.error.issues) };
    },
    send: async (input: InviteCompanionInput) => {
      const share = await invite.mutateAsync(input);
      toast.success(t('companions.invite.sent', { email: share.email }));
      onDone();
    },
  });
  return (
    <form className="companions-form" noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <EmailField label={t('companions.invite.email')} hint={t('companions.invite.emailHint')} maxLength={254} {...form.field('email')} />
      <ChoiceField
        legend={t('companions.invite.roleLegend')}
        name="companion-role"
        options={SHARE_ROLES.map((role) => ({ value: role, label: t(`companions.role.${role}`) }))}
        value={form.values.role}
        onChange={(role) => form.set({ role })}
      />
      <ShareChoicesFields value={form.values.choices} onChange={(choices) => form.set({ choices })} error={form.error('choices')} />
      <FormEnd
        failure={form.failure ? t('companions.invite.failed', { reason: errorMessage(form.failure, t, currentLanguage()) }) : null}
        submitting={form.submitting}
        labels={{ submit: t('companions.invite.send'), busy: t('companions.invite.sending'), cancel: t('companions.invite.cancel') }}
        onCancel={onDone}
      />
    </form>
  );
}

/** Changing what one companion sees: the six choices, narrowed or widened. */
function ChangeForm({ share, who, onDone }: { share: OwnedShare; who: string; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const narrow = useMutation(trpc.companions.narrow.mutationOptions());
  const form = useForm({
    initial: (): { choices: Choices } => ({ choices: share.choices }),
    check: (values) => {
      const parsed = NarrowShareInputSchema.safeParse({ id: share.id, ...values.choices });
      return parsed.success ? { ok: true as const, input: parsed.data } : { ok: false as const, problems: problemsOf(parsed.error.issues) };
    },
    send: async (input: Parameters<typeof narrow.mutateAsync>[0]) => {
      await narrow.mutateAsync(input);
      toast.success(t('companions.change.saved', { who }));
      onDone();
    },
  });
  return (
    <form className="companions-form" noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <ShareChoicesFields value={form.values.choices} onChange={(choices) => form.set({ choices })} error={form.error('choices')} />
      <FormEnd
        failure={form.failure ? t('companions.change.failed', { reason: errorMessage(form.failure, t, currentLanguage()) }) : null}
        submitting={form.submitting}
        labels={{ submit: t('companions.change.save'), busy: t('companions.change.saving'), cancel: t('companions.change.cancel') }}
        onCancel={onDone}
      />
    </form>
  );
}

/** One share: who (name once accepted, and the address), the role and status, what they see, and its buttons. */
function ShareRow({ share, onChanged, onEnd }: { share: OwnedShare; onChanged: () => void; onEnd: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const choiceNames = useChoiceNames();
  const [changing, setChanging] = useState(false);
  const who = share.companionName ?? share.email;
  return (
    <li className="companions-share" data-testid="companion-share">
      <p className="companions-share__who">
        {share.companionName ? (
          <>
            {share.companionName} <span className="companions-share__email">({share.email})</span>
          </>
        ) : (
          share.email
        )}
      </p>
      <p className="companions-share__meta">
        <span className="tag">{t(`companions.role.${share.role}`)}</span>{' '}
        <span className={`tag companions-share__status companions-share__status--${share.status.toLowerCase()}`}>
          {t(share.status === 'INVITED' ? 'companions.status.INVITED' : 'companions.status.ACTIVE')}
        </span>{' '}
        ·{' '}
        {share.acceptedAt
          ? t('companions.card.acceptedOn', { date: formatInstantDate(share.acceptedAt, language) })
          : t('companions.card.invitedOn', { date: formatInstantDate(share.createdAt, language) })}
      </p>
      {changing ? (
        <ChangeForm
          share={share}
          who={who}
          onDone={() => {
            setChanging(false);
            onChanged();
          }}
        />
      ) : (
        <>
          <ul className="tags" aria-label={t('companions.card.sees', { who })}>
            {choiceNames(share.choices).map((name) => (
              <li key={name} className="tag">
                {name}
              </li>
            ))}
          </ul>
          <div className="companions-form__buttons">
            <button type="button" className="button button--secondary button--small" onClick={() => setChanging(true)} aria-label={t('companions.change.openLabel', { who })}>
              {t('companions.change.open')}
            </button>
            <button type="button" className="button button--danger-outline button--small" onClick={onEnd} aria-label={t('companions.end.openLabel', { who })}>
              {t('companions.end.open')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * "Acompañantes" / "Companions" on /profile (issue 41): who sees what, the invitation form, changing a companion's
 * choices and ending a share after a confirmation, and the way to the people the user supports. `active` false
 * stops its read.
 */
export function CompanionsCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const list = useQuery({ ...trpc.companions.list.queryOptions({}), enabled: active });
  const end = useMutation(trpc.companions.end.mutationOptions());
  const [inviting, setInviting] = useState(false);
  const [ending, setEnding] = useState<OwnedShare | null>(null);
  const [endFailure, setEndFailure] = useState<unknown>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.companions.list.queryKey({}) });
  const endingWho = ending ? (ending.companionName ?? ending.email) : '';

  const confirmEnd = async (share: OwnedShare) => {
    setEndFailure(null);
    try {
      toast.success((await end.mutateAsync({ id: share.id })).message);
    } catch (error) {
      setEndFailure(error);
    } finally {
      setEnding(null);
      refresh();
    }
  };

  const shares = () => {
    if (list.isPending) return <PanelLoading text={t('companions.card.loading')} />;
    if (list.isError) {
      return (
        <LoadFailure
          title={t('companions.card.loadFailed')}
          detail={errorMessage(list.error, t, currentLanguage())}
          retryLabel={t('common.retry')}
          onRetry={() => void list.refetch()}
          busy={list.isFetching}
        />
      );
    }
    if (list.data.shares.length === 0) return <p className="account-data__text">{t('companions.card.none')}</p>;
    return (
      <ul className="companions-shares" aria-label={t('companions.card.listLabel')}>
        {list.data.shares.map((share) => (
          <ShareRow key={share.id} share={share} onChanged={refresh} onEnd={() => setEnding(share)} />
        ))}
      </ul>
    );
  };

  return (
    <section className="card companions-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('companions.card.title')}
      </h2>
      <p className="companions-card__text">{t('companions.card.text')}</p>
      {inviting ? (
        <InviteForm
          onDone={() => {
            setInviting(false);
            refresh();
          }}
        />
      ) : (
        <button type="button" className="button button--secondary button--block" onClick={() => setInviting(true)}>
          {t('companions.card.open')}
        </button>
      )}
      <FormAlert text={endFailure ? t('companions.end.failed', { reason: errorMessage(endFailure, t, currentLanguage()) }) : null} />
      {shares()}
      <Link to={SUPPORTING_PATH} className="companions-card__supporting">
        {t('companions.card.supporting')}
      </Link>
      <ConfirmDialog
        open={ending !== null}
        title={t('companions.end.title', { who: endingWho })}
        message={t('companions.end.message')}
        confirmLabel={t('companions.end.open')}
        tone="danger"
        loading={end.isPending}
        onConfirm={() => ending && void confirmEnd(ending)}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}
