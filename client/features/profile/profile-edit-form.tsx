import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../../../domain/content/countries';
import { translate } from '../../../domain/messages';
import { PASSWORD_MIN_LENGTH } from '../../../domain/schemas/accounts';
import { PasswordField, TextField } from '../../components/form-field';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { currentLanguage } from '../../i18n';
import { errorInfo, errorMessage } from '../../lib/errors';
import { sessionStore } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { PhoneField } from '../auth/phone-field';
import '../auth/auth.css';
import { checkProfileEdit, isProfileField, type ProfileEditValues, type ProfileField, type ProfileProblem, type ProfileProblems } from './profile-edit-model';

type TextName = 'firstName' | 'lastName' | 'address' | 'avatarUrl';

/** Where a refusal of users.update lands: on its fields (the server's words) or, when it names none, above the form. */
function refusalProblems(error: unknown, text: string): ProfileProblems | null {
  const info = errorInfo(error);
  if (info.code === 'PHONE_EXISTS') return { phone: { text } };
  const problems: ProfileProblems = {};
  for (const issue of info.code === 'VALIDATION_ERROR' ? (info.issues ?? []) : []) {
    const field = issue.path.split('.')[0] ?? '';
    if (isProfileField(field) && !problems[field]) problems[field] = { text: issue.message };
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** Edit personal data (a dialog, mounted while open): names, phone, address, avatar and, when ticked, a new password. */
export function ProfileEditForm({ initial, onClose }: { initial: ProfileEditValues; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const titleId = useId();
  const language = currentLanguage();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useMutation(trpc.users.update.mutationOptions());

  const edit = <K extends keyof ProfileEditValues>(key: K, value: ProfileEditValues[K], field?: ProfileField) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (field) setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const wording = (problem: ProfileProblem | undefined) => (problem ? ('text' in problem ? problem.text : translate(problem.code, language, problem.params)) : undefined);
  const errorOf = (field: ProfileField) => wording(problems[field]);
  const close = () => {
    if (!update.isPending) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkProfileEdit(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const { user } = await update.mutateAsync(checked.input);
      sessionStore.update({ firstName: user.firstName, lastName: user.lastName, phone: user.phone, address: user.address });
      toast.success(checked.input.password ? t('profile.passwordUpdated') : t('profile.updated'));
      onClose();
    } catch (error) {
      const text = errorMessage(error, t, language);
      const onFields = refusalProblems(error, text);
      if (onFields) setProblems(onFields);
      else setFailure(`${t('profile.errorUpdatingProfile')} ${text}`);
    }
  };

  const text = (name: TextName, label: string, extra: { autoComplete: string; type?: string; hint?: string; required?: boolean }) => (
    <TextField
      label={label}
      name={name}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      value={values[name]}
      onChange={(event) => edit(name, event.target.value, name)}
      error={errorOf(name)}
      {...(extra.hint ? { hint: extra.hint } : {})}
      required={extra.required ?? true}
    />
  );

  return (
    <Modal open labelledBy={titleId} size="large" {...(update.isPending ? {} : { onDismiss: close })}>
      <h2 id={titleId} className="modal__title">
        {t('profile.edit.title')}
      </h2>
      {failure ? (
        <div className="form-alert" role="alert">
          {failure}
        </div>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="form__pair">
          {text('firstName', t('auth.register.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('auth.register.lastName'), { autoComplete: 'family-name' })}
        </div>
        <PhoneField
          countryCode={values.countryCode}
          dialCode={values.dialCode}
          digits={values.phoneDigits}
          error={errorOf('phone')}
          onCountryChange={(country: Country) => {
            setValues((current) => ({ ...current, countryCode: country.code, dialCode: country.dialCode }));
            setProblems((current) => ({ ...current, phone: undefined }));
          }}
          onDigitsChange={(digits) => edit('phoneDigits', digits, 'phone')}
        />
        {text('address', t('auth.register.address'), { autoComplete: 'street-address' })}
        {text('avatarUrl', t('profile.edit.avatarUrl'), { autoComplete: 'photo', type: 'url', hint: t('profile.edit.avatarHint'), required: false })}
        <div className="password-toggle">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.changePassword}
              onChange={(event) => {
                const on = event.target.checked;
                setValues((current) => ({ ...current, changePassword: on, password: '', confirmPassword: '' }));
                setProblems((current) => ({ ...current, password: undefined, confirmPassword: undefined }));
              }}
            />
            <span>{t('profile.edit.changePassword')}</span>
          </label>
          {values.changePassword ? null : <p className="field__hint">{t('profile.edit.passwordHelp')}</p>}
        </div>
        {values.changePassword ? (
          <div className="form__pair">
            <PasswordField
              label={t('profile.edit.newPassword')}
              name="password"
              autoComplete="new-password"
              hint={t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              value={values.password}
              onChange={(event) => edit('password', event.target.value, 'password')}
              error={errorOf('password')}
              required
            />
            <PasswordField
              label={t('profile.edit.confirmPassword')}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => edit('confirmPassword', event.target.value, 'confirmPassword')}
              error={errorOf('confirmPassword')}
              required
            />
          </div>
        ) : null}
        <div className="modal__actions modal__actions--sticky">
          <button type="button" className="button button--ghost" onClick={close} disabled={update.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? t('profile.edit.saving') : t('profile.edit.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
