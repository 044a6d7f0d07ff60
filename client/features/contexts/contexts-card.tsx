import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isMessageCode } from '../../../domain/messages';
import { ContextNameSchema, type Context } from '../../../domain/schemas/accounts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-field';
import { LoadFailure } from '../../components/load-failure';
import { PendingMark } from '../../components/outbox';
import { Pagination } from '../../components/pagination';
import { PanelLoading } from '../../components/panel-loading';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorInfo, errorMessage } from '../../lib/errors';
import { useOutboxWrites } from '../../lib/outbox-app';
import { keptOffline } from '../../lib/outbox-link';
import { useForm } from '../../lib/form';
import { outbox, useTRPC } from '../../lib/trpc';
import './contexts.css';

function PencilIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/** Contexts created offline, until the server has them: each name as the server will write it, marked pending. */
function UnsentContexts() {
  const { t } = useTranslation();
  const unsent = useOutboxWrites(outbox).flatMap((write) => {
    const name = write.path === 'account.addContext' && typeof write.input === 'object' && write.input !== null ? ContextNameSchema.safeParse((write.input as { name?: unknown }).name) : null;
    return name?.success ? [{ id: write.id, name: name.data }] : [];
  });
  if (unsent.length === 0) return null;
  return (
    <ul className="contexts-list" aria-label={t('contexts.unsentLabel')} data-testid="unsent-contexts">
      {unsent.map((context) => (
        <li key={context.id} className="context-row">
          <div className="context-row__text">
            <span className="context-row__name">
              {context.name} <PendingMark id={context.id} />
            </span>
            <span className="context-row__count">{t('outbox.unsentContext')}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Contexts shown per page (SPEC section 9). */
const CONTEXTS_PAGE_SIZE = 5;

/** Refusals that explain themselves (the name is taken, too many contexts, a rule of the name). */
const OWN_WORDS = new Set(['CONTEXT_EXISTS', 'CONTEXT_LIMIT', 'VALIDATION_ERROR']);

/** A context's name checked as the server does ('@' prefixed, its length and characters), for adding and renaming. */
function checkName(name: string) {
  const parsed = ContextNameSchema.safeParse(name);
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const code = parsed.error.issues[0]?.message ?? '';
  return { ok: false as const, problems: { name: { code: isMessageCode(code) ? code : 'CONTEXT_NAME_REQUIRED' } } };
}

/** A refusal on the name field: in the server's words when they explain themselves, else after what failed. */
function refusedName(error: unknown, failed: string, language: ReturnType<typeof currentLanguage>, t: TFunction) {
  const code = errorInfo(error).code;
  const text = errorMessage(error, t, language);
  return { name: { text: code && OWN_WORDS.has(code) ? text : `${failed} ${text}` } };
}

/** A context's row while it is renamed: the name field, Save and Cancel (Escape cancels too). */
function RenameRow({ context, onDone }: { context: Context; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const rename = useMutation(trpc.account.renameContext.mutationOptions());
  const form = useForm({
    initial: { name: context.name },
    check: ({ name }) => checkName(name),
    send: async (name) => {
      const renamed = await rename.mutateAsync({ id: context.id, name });
      // Actions show their context's name: every read that embeds it is stale.
      await queryClient.invalidateQueries();
      toast.success(t('contexts.renamed', { from: context.name, name: renamed.name }));
      onDone();
    },
    refusal: (error) => refusedName(error, t('contexts.errorRenaming'), language, t),
  });
  const preview = ContextNameSchema.safeParse(form.values.name);
  return (
    <li className="context-row context-row--editing">
      <form
        className="contexts-card__form context-row__form"
        noValidate
        onSubmit={form.submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      >
        <TextField
          label={t('contexts.renameLabel', { name: context.name })}
          autoComplete="off"
          // The field takes the focus the rename button had.
          autoFocus
          {...form.field('name')}
          name="contextRename"
          {...(preview.success ? { hint: t('contexts.hint', { name: preview.data }) } : {})}
          className="contexts-card__field"
        />
        <div className="context-row__actions">
          <button type="submit" className="button button--primary button--small" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t('contexts.saving') : t('contexts.save')}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={onDone}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </li>
  );
}

type ContextRowProps = {
  context: Context;
  /** The row just left a rename: its rename button takes the focus back, once (onFocused). */
  focusRename: boolean;
  onFocused: () => void;
  onRename: (context: Context) => void;
  onDelete: (context: Context) => void;
};

function ContextRow({ context, focusRename, onFocused, onRename, onDelete }: ContextRowProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusRename) return;
    renameButton.current?.focus();
    onFocused();
  }, [focusRename, onFocused]);
  return (
    <li className="context-row">
      <div className="context-row__text">
        <span className="context-row__name">{context.name}</span>
        <span className="context-row__count">{t('contexts.actionsCount', { count: context.actionsCount })}</span>
        {context.canDelete ? null : (
          <span id={noteId} className="context-row__note">
            {t('contexts.inUse', { count: context.actionsCount })}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onRename(context)}
        aria-label={t('contexts.rename', { name: context.name })}
        ref={renameButton}
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        className="button button--danger-outline button--small"
        onClick={() => onDelete(context)}
        disabled={!context.canDelete}
        aria-label={t('contexts.delete', { name: context.name })}
        aria-describedby={context.canDelete ? undefined : noteId}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

/**
 * The user's contexts, newest first, five per page: add one ('@' is prefixed), rename one, or delete one no action uses.
 * `active` false stops its read (while logging out).
 */
export function ContextsCard({ active = true }: { active?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const language = currentLanguage();
  const titleId = useId();
  const contexts = useQuery({ ...trpc.account.myContexts.queryOptions({}), enabled: active });
  const add = useMutation(trpc.account.addContext.mutationOptions());
  const remove = useMutation(trpc.account.deleteContext.mutationOptions());
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Context | null>(null);

  const list = contexts.data?.contexts ?? [];
  const totalPages = Math.max(1, Math.ceil(list.length / CONTEXTS_PAGE_SIZE));
  const shownPage = Math.min(page, totalPages);
  const shown = list.slice((shownPage - 1) * CONTEXTS_PAGE_SIZE, shownPage * CONTEXTS_PAGE_SIZE);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renamed, setRenamed] = useState<string | null>(null);
  const endRename = () => {
    setRenamed(renaming);
    setRenaming(null);
  };
  const clearRenamed = useCallback(() => setRenamed(null), []);
  const form = useForm({
    initial: { name: '' },
    check: ({ name }) => checkName(name),
    send: async (name) => {
      const created = await add.mutateAsync({ name }).catch(keptOffline);
      form.set({ name: '' });
      setPage(1);
      toast.show(created ? 'success' : 'info', created ? t('contexts.created', { name: created.name }) : t('outbox.kept'));
    },
    // Every refusal shows on the field; those that do not explain themselves say what failed first.
    refusal: (error) => refusedName(error, t('contexts.errorCreating'), language, t),
  });
  const preview = ContextNameSchema.safeParse(form.values.name);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync({ id: pending.id });
      toast.success(t('contexts.deleted', { name: pending.name }));
    } catch (error) {
      const code = errorInfo(error).code;
      toast.error(code === 'CONTEXT_IN_USE' ? errorMessage(error, t, language) : `${t('contexts.errorDeleting')} ${errorMessage(error, t, language)}`);
    } finally {
      setPending(null);
    }
  };

  const body = () => {
    if (contexts.isPending) return <PanelLoading text={t('contexts.loading')} />;
    if (contexts.isError) {
      return (
        <LoadFailure
          title={t('contexts.loadError')}
          detail={errorMessage(contexts.error, t, language)}
          retryLabel={t('common.retry')}
          busy={contexts.isFetching}
          onRetry={() => void contexts.refetch()}
        />
      );
    }
    if (list.length === 0) return <p className="contexts-card__empty">{t('contexts.empty')}</p>;
    return (
      <>
        <ul className="contexts-list" aria-label={t('contexts.listLabel')}>
          {shown.map((context) =>
            renaming === context.id ? (
              <RenameRow key={context.id} context={context} onDone={endRename} />
            ) : (
              <ContextRow
                key={context.id}
                context={context}
                focusRename={renamed === context.id}
                onFocused={clearRenamed}
                onRename={(chosen) => setRenaming(chosen.id)}
                onDelete={setPending}
              />
            ),
          )}
        </ul>
        <Pagination page={shownPage} totalPages={totalPages} onChange={setPage} />
      </>
    );
  };

  return (
    <section className="card contexts-card" aria-labelledby={titleId}>
      <div className="contexts-card__head">
        <h2 id={titleId} className="section-title">
          {t('contexts.title')}
        </h2>
        <p className="contexts-card__intro">{t('contexts.intro')}</p>
      </div>
      <form className="contexts-card__form" noValidate onSubmit={form.submit}>
        <TextField
          label={t('contexts.name')}
          placeholder={t('contexts.placeholder')}
          autoComplete="off"
          {...form.field('name')}
          name="contextName"
          {...(preview.success ? { hint: t('contexts.hint', { name: preview.data }) } : {})}
          className="contexts-card__field"
        />
        <button type="submit" className="button button--primary contexts-card__add" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('contexts.adding') : t('contexts.add')}
        </button>
      </form>
      {body()}
      <UnsentContexts />
      <ConfirmDialog
        open={pending !== null}
        title={t('contexts.deleteTitle', { name: pending?.name ?? '' })}
        message={t('contexts.deleteMessage')}
        confirmLabel={t('contexts.deleteConfirm')}
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
