import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorInfo } from '../../lib/errors';
import './plan-limit-alert.css';

/** A refusal because the plan in force allows no more (403 PLAN_LIMIT): the user is offered the plans. */
export function isPlanLimitError(error: unknown): boolean {
  return errorInfo(error).code === 'PLAN_LIMIT';
}

/** The plan-limit message (the server's words, naming the limit) with a link to /subscription. */
export function PlanLimitAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="form-alert plan-limit-alert" role="alert">
      <p>{message}</p>
      <Link to="/subscription" className="button button--primary button--small">
        {t('subscription.planLimit.link')}
      </Link>
    </div>
  );
}
