import { WeeksInputSchema, WeeksSchema } from '../../domain/schemas/weeks';
import { listWeeks } from '../services/weeks';
import { defineOperation } from './define';

export const weeksOperations = {
  me: defineOperation({
    method: 'GET',
    path: '/weeks/me',
    auth: 'required',
    scopes: ['weekly:read'],
    summary: "The caller's weekly execution score: the last ?weeks= weeks (default 12) and the current one, overall and per area",
    description:
      'Weeks run Monday to Sunday in the X-Time-Zone zone. A week scores the actions due in it that were completed before it ' +
      'ended, in whole percent of those due; a week with nothing due has no score (null). The current week is provisional. ' +
      'streak counts the ended weeks in a row, back from the last, at the target (85%) or more.',
    errors: [],
    input: WeeksInputSchema,
    output: WeeksSchema,
    handler: (ctx, input) => listWeeks(ctx, input),
  }),
};
