import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('subscription.title')} subtitle={t('subscription.subtitle')} back="/profile">
      <EmptyState emoji="⭐" text={t('subscription.empty')} />
    </Screen>
  );
}
