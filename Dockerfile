# Prospera: build the client, the Prisma client and the server's bundle, then a small runtime image with production
# dependencies only.
# Where Docker Hub is out of reach, scripts/docker/local-bases.sh builds a local node:22-bookworm-slim first.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# postinstall runs `prisma generate` into server/generated; a stalled registry connection is retried
RUN mkdir -p server && npm ci --no-audit --no-fund --fetch-retries=5 --fetch-retry-mintimeout=10000 --fetch-retry-maxtimeout=60000
COPY tsconfig.json vite.config.ts ./
COPY scripts/precompress.ts scripts/vite-message-texts.ts scripts/vite-web-manifests.ts scripts/prepare.ts ./scripts/
COPY domain ./domain
COPY client ./client
COPY server ./server
# npm prune keeps a dev dependency that a production package names as an optional peer (the Prisma CLI and its
# studio, for @prisma/client; npm/cli#7740). The lockfile marks those devOptional; the server loads none of them.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
 && node -e "const { packages } = require('./package-lock.json'); \
    for (const [dir, entry] of Object.entries(packages)) if (entry.devOptional) require('node:fs').rmSync(dir, { recursive: true, force: true });" \
 && find node_modules/.bin -xtype l -delete

FROM node:22-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: glibc gives each of libuv's threads a malloc arena of its own, and every arena that once held a
# password hash's 19 MiB (argon2id, OWASP's parameters) keeps it; two arenas keep ~20 MB less resident.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (server/main.ts), so `docker stop` shuts down gracefully without an init.
# Migrations are applied at start-up under an advisory lock, so several instances may start together.
CMD ["node", "dist/server/main.mjs"]
