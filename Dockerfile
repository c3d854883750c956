# syntax=docker/dockerfile:1
#
# One image per deployable, each a target of this file:
#   docker build --target gateway -t gg-gateway .
# Targets: gateway, learn-remote, hub-remote, talk-remote, content, sports, talk.
#
# Every image runs compiled JavaScript (scripts/build-servers.mjs; no tsx at run time) with the
# production dependencies only, as the unprivileged user `node`, from /app laid out like the
# repository (a compiled server finds its files where its sources did). Nothing is written outside
# /app/data (sports' and talk's SQLite files; a volume), so the root filesystem can be read-only.
# deploy/src/images-run.test.ts runs each target's CMD, on the files its COPY lines give it, as a process.

ARG NODE_VERSION=20

# The package.json of the root and of every workspace, alone: the installs below are redone only
# when one of them (or the lockfile) changes, not on every source change.
FROM node:${NODE_VERSION}-bookworm AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# The npm the repository is installed with (Node 20 comes with npm 10). The full image has the
# compilers better-sqlite3 needs when no prebuilt binary fits.
FROM node:${NODE_VERSION}-bookworm AS npm-11
RUN npm install --global npm@11.19.1 --no-audit --no-fund

# Every dependency, and the builds: the frontend apps (webpack, into each app's dist/) and the
# compiled servers (build/servers/<name>/).
FROM npm-11 AS build
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs

# Production dependencies only: the packages the compiled servers require at run time.
FROM npm-11 AS production-dependencies
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --omit=dev --no-audit --no-fund

# What every image shares. Files are copied in owned by root: the process can read, not change, them.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules

FROM runtime AS content
COPY --from=build /app/build/servers/content build/servers/content
USER node
EXPOSE 4001 9464
ENV METRICS_PORT=9464
CMD ["node", "build/servers/content/main.js"]

# Without REDIS_URL its snapshots go to SQLite in /app/data; the recorded provider replays fixtures.
FROM runtime AS sports
COPY --from=build /app/build/servers/sports build/servers/sports
COPY --from=build /app/services/sports/fixtures services/sports/fixtures
RUN mkdir -p data && chown node:node data
VOLUME ["/app/data"]
USER node
EXPOSE 4002 9464
ENV METRICS_PORT=9464
CMD ["node", "build/servers/sports/main.js"]

# Its talking points are kept in SQLite in /app/data, across restarts.
FROM runtime AS talk
COPY --from=build /app/build/servers/talk build/servers/talk
RUN mkdir -p data && chown node:node data
VOLUME ["/app/data"]
USER node
EXPOSE 4003 9464
ENV METRICS_PORT=9464
CMD ["node", "build/servers/talk/main.js"]

# Each remote's static server serves its own browser and server builds (dist/).
FROM runtime AS learn-remote
COPY --from=production-dependencies /app/packages/releases/node_modules packages/releases/node_modules
COPY --from=build /app/build/servers/learn-remote build/servers/learn-remote
COPY --from=build /app/learn-remote/dist learn-remote/dist
USER node
EXPOSE 3001 9464
ENV METRICS_PORT=9464
CMD ["node", "build/servers/learn-remote/main.js"]

FROM runtime AS hub-remote
COPY --from=production-dependencies /app/packages/releases/node_modules packages/releases/node_modules
COPY --from=build /app/build/servers/hub-remote build/servers/hub-remote
COPY --from=build /app/hub-remote/dist hub-remote/dist
USER node
EXPOSE 3002 9464
ENV METRICS_PORT=9464
CMD ["node", "build/servers/hub-remote/main.js"]

FROM runtime AS talk-remote
COPY --from=production-dependencies /app/packages/releases/node_modules packages/releases/node_modules
COPY --from=build /app/build/servers/talk-remote build/servers/talk-remote
COPY --from=build /app/talk-remote/dist talk-remote/dist
USER node
EXPOSE 3003 9464
ENV METRICS_PORT=9464
CMD ["node", "build/servers/talk-remote/main.js"]

# The gateway serves the shell's browser build and renders first screens with its server build.
FROM runtime AS gateway
COPY --from=production-dependencies /app/api-gateway/node_modules api-gateway/node_modules
COPY --from=production-dependencies /app/packages/releases/node_modules packages/releases/node_modules
COPY --from=build /app/build/servers/gateway build/servers/gateway
COPY --from=build /app/shell/dist shell/dist
USER node
EXPOSE 8080 9464
ENV METRICS_PORT=9464
CMD ["node", "build/servers/gateway/main.js"]
