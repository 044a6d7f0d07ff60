import type { TFunction } from 'i18next';
import type { PlanAccuracy } from '../../../domain/schemas/cycles';
import { formatPercentTenth } from '../../lib/format';

/** '66,7 %: 2 de 3 respuestas objetivo cambiaron a Sí'; null when nothing was aimed at. */
export function planAccuracyText(accuracy: PlanAccuracy | null, t: TFunction): string | null {
  if (!accuracy || accuracy.percent === null) return null;
  return t('cycles.list.planAccuracyValue', { percent: formatPercentTenth(accuracy.percent), flipped: accuracy.flipped, count: accuracy.targeted });
}
