// The day-45 pulse as the screens read it. The tRPC client does not check what the server sends, so a reply that is
// not a pulse (another service behind the same address) becomes a failed load instead of a crash.
import { useQuery } from '@tanstack/react-query';
import { PULSE_FIRST_DAY } from '../../../domain/rules/pulse';
import type { CycleState } from '../../../domain/schemas/cycles';
import type { PulseState } from '../../../domain/schemas/pulse';
import { useTRPC } from '../../lib/trpc';
import { UnexpectedReplyError } from './cycles-query';

function checkedPulse(data: PulseState): PulseState {
  if (!Array.isArray((data as Partial<PulseState> | null | undefined)?.questions)) throw new UnexpectedReplyError('pulse');
  return data;
}

/** The pulse of the current cycle, or of a closed one by id; nothing is asked while `enabled` is false. */
export function usePulse(cycleId?: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.cycles.pulse.queryOptions(cycleId ? { cycleId } : {}), select: checkedPulse, enabled });
}

/** /home asks for the pulse from day 40 of an active cycle on: the invitation, then its result until the next cycle. */
export function pulseDue(cycle: CycleState | undefined): boolean {
  return cycle?.status === 'ACTIVE' && cycle.day !== null && cycle.day >= PULSE_FIRST_DAY;
}
