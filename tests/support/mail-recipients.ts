import type { ParsedMail } from 'mailparser';

/** Whether a received message is addressed to `email` (as written): `smtp.received.filter(addressedTo(email))`. */
export const addressedTo =
  (email: string) =>
  (mail: ParsedMail): boolean =>
    [mail.to ?? []].flat().some((to) => to.value.some((address) => address.address === email));
