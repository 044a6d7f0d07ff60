import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../domain/schemas/accounts';
import { PasswordField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { PersonalDetailsFields } from '../../components/personal-details-fields';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { useForm } from '../../lib/form';
import { sessionStore } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { checkProfileEdit, profileRefusal, type ProfileEditValues } from './profile-edit-model';

/** Edit personal data (a dialog, mounted while open): names, phone, address, avatar and, when ticked, a new password. */
export function ProfileEditForm({ initial, onClose }: { initial: ProfileEditValues; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const titleId = useId();
  const update = useMutation(trpc.account.update.mutationOptions());
  const form = useForm({
    initial,
    check: checkProfileEdit,
    send: async (input) => {
      const { user } = await update.mutateAsync(input);
      sessionStore.update({ firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address });
      toast.success(input.password ? t('account.passwordUpdated') : t('account.updated'));
      onClose();
    },
    refusal: (error) => profileRefusal(error, errorMessage(error, t, currentLanguage())),
    words: (key, params) => t(`auth.validation.${key}`, params),
  });
  const { values } = form;
  const close = () => {
    if (!form.submitting) onClose();
  };

  return (
    <Modal open labelledBy={titleId} size="large" {...(form.submitting ? {} : { onDismiss: close })}>
      <h2 id={titleId} className="modal__title">
        {t('account.edit.title')}
      </h2>
      {form.failure ? (
        <div className="form-alert" role="alert">
          {`${t('account.errorUpdatingProfile')} ${errorMessage(form.failure, t, currentLanguage())}`}
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={form.submit}>
        <PersonalDetailsFields form={form} />
        <TextField label={t('account.edit.avatarUrl')} autoComplete="photo" type="url" hint={t('account.edit.avatarHint')} {...form.field('avatarUrl')} required={false} />
        <div className="password-toggle">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.changePassword}
              onChange={(event) => form.set({ changePassword: event.target.checked, password: '', confirmPassword: '' })}
            />
            <span>{t('account.edit.changePassword')}</span>
          </label>
          {values.changePassword ? null : <p className="field__hint">{t('account.edit.passwordHelp')}</p>}
        </div>
        {values.changePassword ? (
          <div className="form__pair">
            <PasswordField
              label={t('account.edit.newPassword')}
              autoComplete="new-password"
              hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              {...form.field('password')}
              required
            />
            <PasswordField
              label={t('account.edit.confirmPassword')}
              autoComplete="new-password"
              {...form.field('confirmPassword')}
              required
            />
          </div>
        ) : null}
        <div className="modal__actions modal__actions--sticky">
          <button type="button" className="button button--ghost" onClick={close} disabled={form.submitting}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t('account.edit.saving') : t('account.edit.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
