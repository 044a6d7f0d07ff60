import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { errorMessage, isPlanLimitError } from '../lib/errors';
import { PlanLimitAlert } from './plan-limit-alert';

/** The server's refusal above a form or inside a card; a plan limit adds the way to /subscription. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const text = errorMessage(error, t, currentLanguage());
  if (isPlanLimitError(error)) return <PlanLimitAlert message={text} />;
  return (
    <div className="form-alert" role="alert">
      <p>{text}</p>
    </div>
  );
}

/** A refusal already worded (a form's, a card's), announced as it appears; nothing while there is none. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="form-alert" role="alert">
      {text}
    </p>
  ) : null;
}
