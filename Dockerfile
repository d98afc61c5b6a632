# syntax=docker/dockerfile:1
#
# AFC member portal: one container, one process, SQLite and uploads on the /data volume.
#
#   docker build -t member-portal .
#   docker run -p 3000:3000 -v portal-data:/data -e APP_URL=https://portal.example.org member-portal
#
# At start the container applies pending migrations (prisma/migrate.ts, the WebAssembly schema
# engine: no native Prisma engine is needed), then starts the Express server (app/server.ts).
# Settings are read from the environment (app/lib/env.server.ts). Worth setting in production:
#   APP_URL          the public URL (links in emails; HSTS when it is https)
#   SESSION_SECRET   32+ characters; without it one is generated once and kept in /data/.session-secret
#   *_API_KEY, STRIPE_*, RECAPTCHA_*, TWILIO_*   an outside system without its keys is answered by the msw mocks
#                    (then mail is not delivered and the captcha is a plain checkbox: set them for a real deployment)
#   SEED_DEMO=true   load demo data (prisma/seed.ts) on the first start, when the database file is new
#   BACKUP_DIR       where `npm run backup` writes (default /data/backups, on the same volume as the data:
#                    mount another disk, e.g. -v /mnt/backups:/backups -e BACKUP_DIR=/backups); README "Backups"
#                    for `docker exec <container> npm run backup` and restoring with the container stopped
# Run it behind one reverse proxy (Express trusts one hop of X-Forwarded-For for client addresses).

ARG NODE_IMAGE=node:22-bookworm-slim

# ---------------------------------------------------------------------------------------------
# build: all dependencies, the generated Prisma client and the Remix build
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# Compilers for better-sqlite3, used when its prebuilt binary cannot be downloaded.
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*

COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

COPY . .
# prisma generate writes app/generated/prisma (the script sets PRISMA_SCHEMA_ENGINE_BINARY=/bin/false:
# generating needs no native engine).
RUN npm run db:generate \
  && npm run build

# ---------------------------------------------------------------------------------------------
# prod-deps: node_modules without devDependencies (tsx and msw are runtime dependencies)
FROM build AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app

# Application files stay owned by root (read-only for the app); only /data is writable.
COPY --from=prod-deps /app/node_modules ./node_modules
# prisma/migrate.ts imports @prisma/schema-engine-wasm, a devDependency: keep it for the start-up
# migration. (It has no dependencies of its own.)
COPY --from=build /app/node_modules/@prisma/schema-engine-wasm ./node_modules/@prisma/schema-engine-wasm
COPY --from=build /app/package.json /app/tsconfig.json ./
# tsx runs app/server.ts, which imports build/index.js and app/lib; tsconfig.json gives tsx the
# "~/..." import alias used by app modules that tests/mocks and prisma/seed.ts load.
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/app ./app
COPY --from=build /app/prisma ./prisma
# The server starts msw mocks for outside systems that have no credentials.
COPY --from=build /app/tests/mocks ./tests/mocks
# prisma/seed.ts (SEED_DEMO=true) builds the demo data with the test builders.
COPY --from=build /app/tests/factories ./tests/factories

RUN mkdir -p /data \
  && chown node:node /data
VOLUME /data

USER node
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/resources/healthcheck').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# 1. note whether the database file exists yet (DATABASE_URL, else $DATA_DIR/portal.db);
# 2. apply pending migrations (creates the file when missing);
# 3. with SEED_DEMO=true and a database that did not exist, load the demo data;
# 4. exec the server (tsx relays SIGTERM/SIGINT to the node process it runs).
CMD ["sh", "-c", "db=\"${DATABASE_URL:-file:$DATA_DIR/portal.db}\"; db=\"${db#file:}\"; [ -e \"$db\" ] && new=no || new=yes; node_modules/.bin/tsx prisma/migrate.ts deploy || exit 1; if [ \"$SEED_DEMO\" = true ] && [ \"$new\" = yes ]; then node_modules/.bin/tsx prisma/seed.ts || exit 1; fi; exec node --import tsx app/server.ts"]
