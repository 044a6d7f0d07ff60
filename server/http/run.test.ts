import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyJsonOperation } from '../operations/define';
import type { ServiceContext } from '../services/service-context';
import { runOperation } from './run';

function operation(output: unknown, outputCheck?: 'always' | 'development'): AnyJsonOperation {
  return {
    method: 'GET',
    path: '/example',
    auth: 'none',
    summary: 'example',
    input: z.object({}),
    output: z.object({ kept: z.number() }),
    outputCheck,
    handler: () => Promise.resolve(output),
  };
}

const contextIn = (NODE_ENV: string) => ({ deps: { env: { NODE_ENV } }, lang: 'es' }) as unknown as ServiceContext;

describe('runOperation output check', () => {
  it('drops what the schema does not name when the check always runs', async () => {
    await expect(runOperation(operation({ kept: 1, extra: 2 }), contextIn('production'), undefined, () => ({}))).resolves.toEqual({ kept: 1 });
  });

  it("fails outside production when a 'development'-checked output holds what its schema drops", async () => {
    await expect(runOperation(operation({ kept: 1, extra: 2 }, 'development'), contextIn('test'), undefined, () => ({}))).rejects.toThrow(
      'holds what its schema drops',
    );
    await expect(runOperation(operation({ kept: 1 }, 'development'), contextIn('test'), undefined, () => ({}))).resolves.toEqual({ kept: 1 });
  });

  it("sends a 'development'-checked output as it is in production", async () => {
    await expect(runOperation(operation({ kept: 1 }, 'development'), contextIn('production'), undefined, () => ({}))).resolves.toEqual({ kept: 1 });
  });
});
