// The terms and privacy pages.
import type { legal as es } from '../es/legal';
import type { Shape } from '../shape';

export const legal: Shape<typeof es> = {
  termsTitle: 'Terms and Conditions',
  privacyTitle: 'Privacy Policy',
};
