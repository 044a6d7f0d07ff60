// The profile and its edit form.
import type { profile as es } from '../es/profile';
import type { Shape } from '../shape';

export const profile: Shape<typeof es> = {
  title: 'My profile',
  subtitle: 'Your details and your contexts',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  logout: 'Log out',
  loggingOut: 'Logging out...',
  subscription: 'See plans',
  logoutConfirm: {
    title: 'Log out?',
    message: 'You will need to sign in again to use Prospera on this device.',
  },
  edit: {
    open: 'Edit personal data',
    title: 'Edit personal data',
    avatarUrl: 'Photo URL (optional)',
    avatarHint: 'An https:// address of an image; leave it empty to use your initials.',
    changePassword: 'Change password',
    passwordHelp: 'Leave it unticked to keep your current password.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    save: 'Save changes',
    saving: 'Saving...',
  },
  updated: 'Your details have been updated',
  passwordUpdated: 'Your details and your password have been updated',
  errorUpdatingProfile: 'Error updating the profile. Please try again.',
};
