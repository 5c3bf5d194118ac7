# syntax=docker/dockerfile:1
# Tavola: one image for the sync server, the API, the WebSocket and the built PWA (docs/deploy.md).
#   docker build -t tavola .
#   docker run -p 3000:3000 -v tavola-data:/data tavola                      # SQLite in /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e TRUST_PROXY=1 tavola   # behind a load balancer
ARG NODE_IMAGE=node:20-bookworm-slim
ARG PNPM_VERSION=10.34.8

# ---- base: Node, the pinned pnpm, and a compiler in case better-sqlite3 has no prebuilt binary
FROM ${NODE_IMAGE} AS base
ARG PNPM_VERSION
RUN npm install --global pnpm@${PNPM_VERSION} \
 && apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# the workspace's manifests only, so dependency layers are cached until they change
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared/package.json shared/
COPY pwa/package.json pwa/
COPY sync-server/package.json sync-server/
COPY e2e/package.json e2e/
COPY scripts/package.json scripts/

# ---- build: every dependency, then the PWA (pwa/dist) and the compiled server (sync-server/dist, ADR 0018)
FROM base AS build
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @tavola/pwa run build \
 && pnpm --filter @tavola/sync-server run build

# ---- prod-deps: the server's production dependencies only (pruned: no Vite, Vitest, Playwright, drizzle-kit)
FROM base AS prod-deps
RUN pnpm install --frozen-lockfile --prod --filter "@tavola/sync-server..."

# ---- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/data/tavola.sqlite \
    PWA_DIST=/app/pwa/dist \
    BACKUP_DIR=/data/backups
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/shared/node_modules ./shared/node_modules
COPY --from=prod-deps /app/sync-server/node_modules ./sync-server/node_modules
COPY package.json pnpm-workspace.yaml tsconfig.base.json ./
COPY shared/package.json shared/tsconfig.json shared/
COPY shared/src shared/src
COPY sync-server/package.json sync-server/tsconfig.json sync-server/
COPY sync-server/src sync-server/src
COPY sync-server/drizzle sync-server/drizzle
COPY --from=build /app/sync-server/dist sync-server/dist
COPY scripts/lib.mjs scripts/pg-harness.mjs scripts/
COPY --from=build /app/pwa/dist pwa/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
WORKDIR /app/sync-server
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The compiled server (no TypeScript loader at run time; src/ stays for `npm run backup`, which uses tsx);
# SIGTERM drains sockets and the database. V8's background threads sized to the machine (cores - 1, ADR 0014).
CMD ["node", "--v8-pool-size=0", "dist/server/main.mjs"]
