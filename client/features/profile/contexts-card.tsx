import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessageCode, translate } from '../../../domain/messages';
import { ContextNameSchema, type Context } from '../../../domain/schemas/accounts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { Pagination } from '../../components/pagination';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorInfo, errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

function TrashIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/** Contexts shown per page (SPEC section 9). */
const CONTEXTS_PAGE_SIZE = 5;

/** Refusals that explain themselves (the name is taken, too many contexts, a rule of the name). */
const OWN_WORDS = new Set(['CONTEXT_EXISTS', 'CONTEXT_LIMIT', 'VALIDATION_ERROR']);

function ContextRow({ context, onDelete }: { context: Context; onDelete: (context: Context) => void }) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <li className="context-row">
      <div className="context-row__text">
        <span className="context-row__name">{context.name}</span>
        <span className="context-row__count">{t('profile.contexts.actionsCount', { count: context.actionsCount })}</span>
        {context.canDelete ? null : (
          <span id={noteId} className="context-row__note">
            {t('profile.contexts.inUse', { count: context.actionsCount })}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--danger-outline button--small"
        onClick={() => onDelete(context)}
        disabled={!context.canDelete}
        aria-label={t('profile.contexts.delete', { name: context.name })}
        aria-describedby={context.canDelete ? undefined : noteId}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

/**
 * The user's contexts, newest first, five per page: add one ('@' is prefixed) or delete one no action uses.
 * `active` false stops its read (while logging out).
 */
export function ContextsCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const titleId = useId();
  const contexts = useQuery({ ...trpc.users.myContexts.queryOptions({}), enabled: active });
  const add = useMutation(trpc.users.addContext.mutationOptions());
  const remove = useMutation(trpc.users.deleteContext.mutationOptions());
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Context | null>(null);

  const list = contexts.data?.contexts ?? [];
  const totalPages = Math.max(1, Math.ceil(list.length / CONTEXTS_PAGE_SIZE));
  const shownPage = Math.min(page, totalPages);
  const shown = list.slice((shownPage - 1) * CONTEXTS_PAGE_SIZE, shownPage * CONTEXTS_PAGE_SIZE);
  const preview = ContextNameSchema.safeParse(name);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preview.success) {
      const code = preview.error.issues[0]?.message ?? 'CONTEXT_NAME_REQUIRED';
      setProblem(translate(isMessageCode(code) ? code : 'CONTEXT_NAME_REQUIRED', language));
      return;
    }
    try {
      const created = await add.mutateAsync({ name: preview.data });
      setName('');
      setPage(1);
      toast.success(t('profile.contexts.created', { name: created.name }));
    } catch (error) {
      const code = errorInfo(error).code;
      setProblem(code && OWN_WORDS.has(code) ? errorMessage(error, t, language) : `${t('profile.errorCreatingContext')} ${errorMessage(error, t, language)}`);
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync({ id: pending.id });
      toast.success(t('profile.contexts.deleted', { name: pending.name }));
    } catch (error) {
      const code = errorInfo(error).code;
      toast.error(code === 'CONTEXT_IN_USE' ? errorMessage(error, t, language) : `${t('profile.errorDeletingContext')} ${errorMessage(error, t, language)}`);
    } finally {
      setPending(null);
    }
  };

  const body = () => {
    if (contexts.isPending) return <PanelLoading text={t('profile.contexts.loading')} />;
    if (contexts.isError) {
      return (
        <LoadFailure
          title={t('profile.contexts.loadError')}
          detail={errorMessage(contexts.error, t, language)}
          retryLabel={t('profile.retry')}
          busy={contexts.isFetching}
          onRetry={() => void contexts.refetch()}
        />
      );
    }
    if (list.length === 0) return <p className="contexts-card__empty">{t('profile.contexts.empty')}</p>;
    return (
      <>
        <ul className="contexts-list" aria-label={t('profile.contexts.listLabel')}>
          {shown.map((context) => (
            <ContextRow key={context.id} context={context} onDelete={setPending} />
          ))}
        </ul>
        <Pagination page={shownPage} totalPages={totalPages} onChange={setPage} />
      </>
    );
  };

  return (
    <section className="card contexts-card" aria-labelledby={titleId}>
      <div className="contexts-card__head">
        <h2 id={titleId} className="section-title">
          {t('profile.contexts.title')}
        </h2>
        <p className="contexts-card__intro">{t('profile.contexts.intro')}</p>
      </div>
      <form className="contexts-card__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('profile.contexts.name')}
          name="contextName"
          placeholder={t('profile.contexts.placeholder')}
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
          {...(preview.success ? { hint: t('profile.contexts.hint', { name: preview.data }) } : {})}
          className="contexts-card__field"
        />
        <button type="submit" className="button button--primary contexts-card__add" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t('profile.contexts.adding') : t('profile.contexts.add')}
        </button>
      </form>
      {body()}
      <ConfirmDialog
        open={pending !== null}
        title={t('profile.contexts.deleteTitle', { name: pending?.name ?? '' })}
        message={t('profile.contexts.deleteMessage')}
        confirmLabel={t('profile.contexts.deleteConfirm')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
