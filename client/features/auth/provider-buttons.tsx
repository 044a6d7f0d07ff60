import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';

/**
 * The configured sign-in providers (SPEC.md: the Google and Facebook buttons), under the divider; nothing at all,
 * divider included, when the server has none. Each button is a plain link: the server redirects to the provider.
 */
export function ProviderButtons() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const providers = useQuery(trpc.auth.providers.queryOptions({}));
  const available = providers.data?.providers ?? [];
  if (available.length === 0) return null;
  return (
    <div className="providers">
      <p className="divider">
        <span>{t('auth.login.orContinueWith')}</span>
      </p>
      {available.map((provider) => (
        <a key={provider.id} href={`/api/v1/auth/oauth/${provider.id}/start`} className="button button--secondary button--block">
          {t('auth.login.provider', { provider: provider.name })}
        </a>
      ))}
    </div>
  );
}
