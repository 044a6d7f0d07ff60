import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state';
import { Screen } from '../components/screen';

export default function AssessmentAreaPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('assessmentArea.title')} subtitle={t('assessmentArea.subtitle')} back="/assessment/intro">
      <EmptyState emoji="❓" text={t('assessmentArea.empty')}>
        <Link to="/assessment/intro" className="button button--secondary">
          {t('common.back')}
        </Link>
      </EmptyState>
    </Screen>
  );
}
