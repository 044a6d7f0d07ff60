// The wheel as every screen of this feature reads it. The tRPC client does not check what the server sends, so
// a reply without areas (another service behind the same address, a proxy's page) becomes a failed load with a
// retry instead of a crash.
import { useQuery } from '@tanstack/react-query';
import type { LifeWheel } from '../../../domain/schemas/wheel';
import { useTRPC } from '../../lib/trpc';

export class UnexpectedWheelError extends Error {
  constructor() {
    super('the life wheel reply has no areas');
    this.name = 'UnexpectedWheelError';
  }
}

function checkedWheel(data: LifeWheel): LifeWheel {
  if (!Array.isArray((data as Partial<LifeWheel> | null | undefined)?.lifeAreas)) throw new UnexpectedWheelError();
  return data;
}

export function useLifeWheel() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.wheel.me.queryOptions({}), select: checkedWheel });
}
