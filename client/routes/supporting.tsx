import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { LoadFailure } from '../components/load-failure';
import { PanelLoading } from '../components/panel-loading';
import { Screen } from '../components/screen';
import '../features/companions/companions.css';
import { currentLanguage } from '../i18n';
import { errorMessage } from '../lib/errors';
import { formatInstantDate } from '../lib/format';
import { supportedPath } from '../lib/paths';
import { useTRPC } from '../lib/trpc';

/** "Personas que acompaño" / "People I support" (/supporting, issue 41): those who share their plan with the user. */
export default function SupportingPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const language = currentLanguage();
  const people = useQuery(trpc.companions.supported.queryOptions({}));

  const content = () => {
    if (people.isPending) return <PanelLoading text={t('companions.supporting.loading')} />;
    if (people.isError) {
      return (
        <LoadFailure
          title={t('companions.supporting.loadFailed')}
          detail={errorMessage(people.error, t, language)}
          retryLabel={t('common.retry')}
          onRetry={() => void people.refetch()}
          busy={people.isFetching}
        />
      );
    }
    if (people.data.people.length === 0) return <EmptyState emoji="🤝" text={t('companions.supporting.none')} />;
    return (
      <ul className="supported-people" aria-label={t('companions.supporting.listLabel')}>
        {people.data.people.map((person) => (
          <li key={person.id}>
            <Link to={supportedPath(person.id)} className="supported-person">
              <span className="supported-person__name">{person.firstName}</span>
              <span className="supported-muted">
                {t('companions.supporting.as', { role: t(`companions.role.${person.role}`), date: formatInstantDate(person.acceptedAt, language) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Screen title={t('companions.supporting.title')} subtitle={t('companions.supporting.subtitle')} back="/profile">
      {content()}
    </Screen>
  );
}
