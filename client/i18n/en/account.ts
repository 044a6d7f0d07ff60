// The dashboard, the profile and the subscription screens.
import type { account as es } from '../es/account';
import type { Shape } from '../shape';

export const account: Shape<typeof es> = {
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Your progress at a glance',
    noData: 'No data yet. Complete your assessment to see your progress here.',
  },
  profile: {
    title: 'My profile',
    subtitle: 'Your details and your contexts',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    logout: 'Log out',
    loggingOut: 'Logging out...',
    subscription: 'See plans',
  },
  subscription: {
    title: 'Plans',
    subtitle: 'Choose the plan that suits you best',
    empty: 'No plans are available right now.',
  },
};
