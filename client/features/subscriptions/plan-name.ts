import type { TFunction } from 'i18next';
import type { PlanName } from '../../../domain/rules/plans';

/** A plan's name in the reader's language ('ANNUAL' → 'Anual'). */
export function planName(t: TFunction, name: PlanName): string {
  return t(`subscriptions.names.${name}`);
}
