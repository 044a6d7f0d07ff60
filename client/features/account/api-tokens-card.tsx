import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_SCOPES,
  API_TOKEN_DAY_CHOICES,
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  CreateApiTokenInputSchema,
  type ApiScope,
  type ApiToken,
  type ApiTokenCreated,
  type CreateApiTokenInput,
} from '../../../domain/schemas/api-tokens';
import { FormAlert } from '../../components/error-alert';
import { ChoiceField } from '../../components/choice-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { issueProblems } from '../../lib/form-problems';
import { formatInstantDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { ShownOnce } from './shown-once';
import '../../components/tags.css';

const FIELDS = ['name', 'scopes', 'expiresInDays'] as const;
type Values = { name: string; scopes: ApiScope[]; expiresInDays: string };

/** Each scope's text (keys without ':', which i18next reads as a namespace separator). */
const SCOPE_TEXT = {
  'profile:read': 'account.apiTokens.scopes.profile_read',
  'wheel:read': 'account.apiTokens.scopes.wheel_read',
  'wheel:write': 'account.apiTokens.scopes.wheel_write',
  'plan:read': 'account.apiTokens.scopes.plan_read',
  'plan:write': 'account.apiTokens.scopes.plan_write',
  'weekly:read': 'account.apiTokens.scopes.weekly_read',
  'weekly:write': 'account.apiTokens.scopes.weekly_write',
  'analytics:read': 'account.apiTokens.scopes.analytics_read',
  'account:export': 'account.apiTokens.scopes.account_export',
  webhooks: 'account.apiTokens.scopes.webhooks',
} as const satisfies Record<ApiScope, string>;

/** The secret just made, shown this once, with a copy button and a warning. */
function CreatedSecret({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnce
      label={t('account.apiTokens.secretLabel')}
      value={created.token}
      copyLabel={t('account.apiTokens.copy')}
      copied={t('account.apiTokens.copied')}
      copyFailed={t('account.apiTokens.copyFailed')}
      warning={t('account.apiTokens.secretWarning')}
    >
      <button type="button" className="button button--secondary button--block" onClick={onDone}>
        {t('account.apiTokens.done')}
      </button>
    </ShownOnce>
  );
}

/** The form that makes a token: a name, the scopes (checkboxes) and the expiry; checked with the shared schema. */
function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const create = useMutation(trpc.apiTokens.create.mutationOptions());
  const scopesErrorId = useId();
  const form = useForm({
    initial: (): Values => ({ name: '', scopes: [], expiresInDays: String(API_TOKEN_DEFAULT_DAYS) }),
    check: (values) => {
      const parsed = CreateApiTokenInputSchema.safeParse({ ...values, expiresInDays: Number(values.expiresInDays) });
      return parsed.success ? { ok: true as const, input: parsed.data } : { ok: false as const, problems: issueProblems(parsed.error.issues, FIELDS) };
    },
    send: async (input: CreateApiTokenInput) => onCreated(await create.mutateAsync(input)),
  });
  const toggle = (scope: ApiScope, on: boolean) =>
    form.set({ scopes: on ? [...form.values.scopes, scope] : form.values.scopes.filter((chosen) => chosen !== scope) });
  const scopesError = form.error('scopes');
  return (
    <form noValidate onSubmit={form.submit} aria-busy={form.submitting}>
      <TextField label={t('account.apiTokens.name')} hint={t('account.apiTokens.nameHint')} maxLength={API_TOKEN_NAME_MAX_LENGTH} {...form.field('name')} />
      <fieldset className="choice-field">
        <legend className="field__label">{t('account.apiTokens.scopesLegend')}</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="account-tokens__scope">
            <input
              type="checkbox"
              checked={form.values.scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              aria-invalid={scopesError ? true : undefined}
              aria-describedby={scopesError ? scopesErrorId : undefined}
            />
            <span>{t(SCOPE_TEXT[scope])}</span> <code>{scope}</code>
          </label>
        ))}
        {scopesError ? (
          <p id={scopesErrorId} className="field__error">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <ChoiceField
        legend={t('account.apiTokens.expiryLegend')}
        name="expiresInDays"
        options={API_TOKEN_DAY_CHOICES.map((days) => ({ value: String(days), label: t('account.apiTokens.days', { count: days }) }))}
        value={form.values.expiresInDays}
        onChange={(value) => form.set({ expiresInDays: value })}
      />
      <FormAlert text={form.failure ? t('account.apiTokens.failed', { reason: errorMessage(form.failure, t, currentLanguage()) }) : null} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? t('account.apiTokens.creating') : t('account.apiTokens.create')}
      </button>
    </form>
  );
}

/** One token of the list: its name, its scopes in words (the code as a tooltip), dates and last use, and its revoke button. */
function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className="account-tokens__item">
      <p className="account-tokens__name">{token.name}</p>
      <ul className="tags" aria-label={t('account.apiTokens.scopesOf', { name: token.name })}>
        {token.scopes.map((scope) => (
          <li key={scope} className="tag" title={scope}>
            {t(SCOPE_TEXT[scope])}
          </li>
        ))}
      </ul>
      <p className="account-data__text">
        {t('account.apiTokens.createdOn', { date: formatInstantDate(token.createdAt, language) })} ·{' '}
        {token.expired ? t('account.apiTokens.expired') : t('account.apiTokens.expiresOn', { date: formatInstantDate(token.expiresAt, language) })} ·{' '}
        {token.lastUsedAt ? t('account.apiTokens.lastUsed', { date: formatInstantDate(token.lastUsedAt, language) }) : t('account.apiTokens.neverUsed')}
      </p>
      <button type="button" className="button button--danger-outline button--small" onClick={onRevoke} aria-label={t('account.apiTokens.revokeLabel', { name: token.name })}>
        {t('account.apiTokens.revoke')}
      </button>
    </li>
  );
}

/**
 * "Acceso a la API" / "API access" (issue 39): the person's personal access tokens, a form to make one (its secret
 * shown once, to copy), and revoking one after a confirmation. `active` false stops its read.
 */
export function ApiTokensCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const list = useQuery({ ...trpc.apiTokens.list.queryOptions({}), enabled: active });
  const revoke = useMutation(trpc.apiTokens.revoke.mutationOptions());
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [revokeFailure, setRevokeFailure] = useState<unknown>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey({}) });

  const onCreated = (token: ApiTokenCreated) => {
    setCreated(token);
    setFormOpen(false);
    toast.success(t('account.apiTokens.created'));
    refresh();
  };
  const confirmRevoke = async (token: ApiToken) => {
    setRevokeFailure(null);
    try {
      toast.success((await revoke.mutateAsync({ id: token.id })).message);
    } catch (error) {
      setRevokeFailure(error);
    } finally {
      setRevoking(null);
      refresh();
    }
  };

  const tokens = () => {
    if (list.isPending) return <PanelLoading text={t('account.apiTokens.loading')} />;
    if (list.isError) {
      return (
        <LoadFailure
          title={t('account.apiTokens.loadFailed')}
          detail={errorMessage(list.error, t, currentLanguage())}
          retryLabel={t('common.retry')}
          onRetry={() => void list.refetch()}
          busy={list.isFetching}
        />
      );
    }
    if (list.data.tokens.length === 0) return <p className="account-data__text">{t('account.apiTokens.none')}</p>;
    return (
      <ul className="account-tokens" aria-label={t('account.apiTokens.listLabel')}>
        {list.data.tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
    );
  };

  return (
    <section className="card account-data" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('account.apiTokens.title')}
      </h2>
      <p className="account-data__text">{t('account.apiTokens.text')}</p>
      {created ? <CreatedSecret created={created} onDone={() => setCreated(null)} /> : null}
      {formOpen ? <CreateTokenForm onCreated={onCreated} /> : null}
      {!created && !formOpen ? (
        <button type="button" className="button button--secondary button--block" onClick={() => setFormOpen(true)}>
          {t('account.apiTokens.open')}
        </button>
      ) : null}
      <FormAlert text={revokeFailure ? t('account.apiTokens.failed', { reason: errorMessage(revokeFailure, t, currentLanguage()) }) : null} />
      {tokens()}
      <ConfirmDialog
        open={revoking !== null}
        title={t('account.apiTokens.revokeTitle', { name: revoking?.name ?? '' })}
        message={t('account.apiTokens.revokeMessage')}
        confirmLabel={t('account.apiTokens.revoke')}
        tone="danger"
        loading={revoke.isPending}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
