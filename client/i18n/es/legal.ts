// The terms and privacy pages.
export const legal = {
  termsTitle: 'Términos y condiciones',
  privacyTitle: 'Política de privacidad',
};
