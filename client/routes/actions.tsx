import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function ActionsPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('actions.title')} subtitle={t('actions.subtitle')}>
      <EmptyState emoji="✅" text={t('actions.empty')} />
    </Screen>
  );
}
