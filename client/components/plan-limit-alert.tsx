import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './plan-limit-alert.css';

/** The plan-limit message (the server's words, naming the limit) with a link to /subscription. */
export function PlanLimitAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="form-alert plan-limit-alert" role="alert">
      <p>{message}</p>
      <Link to="/subscription" className="button button--primary button--small">
        {t('subscriptions.planLimit.link')}
      </Link>
    </div>
  );
}
