import { ensureClientBuild, ensurePrismaClient, ensureServerBuild } from '../../scripts/prepare';

/** Once before the workers start: the Prisma client, the client build and the server's bundle, where stale. */
export default function globalSetup(): void {
  ensurePrismaClient();
  ensureClientBuild();
  ensureServerBuild();
}
