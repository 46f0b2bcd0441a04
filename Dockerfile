# syntax=docker/dockerfile:1
# check=skip=SecretsUsedInArgOrEnv
# The site in one image. The build stage installs the workspace and runs `pnpm build`; it then
# makes the production artifact (`pnpm --filter @tablogs/web artifact`, tooling/artifact: the build, the server
# compiled to JavaScript and their production dependencies, as e2e/production-artifact.spec.ts
# tests it), which is all the runtime stage copies: no compiler, TypeScript or test files. Both
# stages run the same Debian release (glibc) and Node major, so better-sqlite3's native module
# built in the first loads in the second.
#
#   docker build -t tablogs-site --build-arg SITE_URL=https://www.tablogs.com .
#   docker run -p 3000:3000 -v tablogs-data:/data tablogs-site

# The repository's Node (.nvmrc: 24, the LTS; decision 0045); both stages follow it.
ARG NODE_VERSION=24

# The full image has python3, make and g++, for better-sqlite3 when no prebuilt binary can be
# downloaded; node-gyp then compiles against the image's own Node headers (nodedir), so the build
# reaches nothing but the npm registry.
FROM node:${NODE_VERSION}-bookworm AS build
ENV npm_config_nodedir=/usr/local \
  TURBO_TELEMETRY_DISABLED=1 \
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /repo

# The pnpm version the repository names (package.json "packageManager").
COPY package.json ./
RUN npm install -g "$(node -p 'require("./package.json").packageManager.split("+")[0]')"

# Dependencies first, from the lockfile alone, so a source change reuses this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches ./patches
RUN pnpm fetch

COPY . .
RUN pnpm install --frozen-lockfile --offline

# What the build bakes into the pages (turbo.json's build env). Give the running container the
# same values: a publish renders pages with them, and the server's CSP admits HubSpot and Google
# Tag Manager only when their ids are set at start. The Delivery token is a build argument
# (hence the skipped check above) because it only reads published content, which the site shows
# anyway; the build stage's arguments do not reach the runtime image.
ARG SITE_URL
ARG REGION_LOOKUP_URL
ARG NOINDEX
ARG CONTENTFUL_SPACE_ID
ARG CONTENTFUL_DELIVERY_TOKEN
ARG CONTENTFUL_ENVIRONMENT
ARG CONTENTFUL_HOST
ARG HUBSPOT_PORTAL_ID
ARG HUBSPOT_REGION
ARG HUBSPOT_FORM_QUOTE
ARG HUBSPOT_FORM_NEWSLETTER
ARG HUBSPOT_FORM_DOWNLOAD
ARG HUBSPOT_MEETINGS_URL
ARG GTM_ID
ARG GTM_SILENT
# The build's static files (build/client) go in a folder of their own: the runtime stage copies
# them owned by `node`, everything else owned by root.
RUN pnpm build && pnpm --filter @tablogs/web artifact /out \
  && mkdir /out-client && mv /out/build/client /out-client/

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data
# Owned by root, so the server cannot change its own code (server/, node_modules/ with
# @tablogs/server, the server build). It writes only the leads (/data) and the builds a publish renders (build-releases/).
COPY --from=build /out /app/
# The pages, scripts, styles and images are owned by `node`: a publish hard-links the files it
# does not render into its new build, and Linux lets uid 1000 hard-link only files it owns (or
# may write; fs.protected_hardlinks). Root-owned, all 18 MB would be copied by the first publish
# after every start; owned by `node`, they are linked (on Docker's overlay2 the first link of a
# file copies it up into the container's layer once, for good; decision 0045).
COPY --from=build --chown=node:node /out-client/client /app/build/client
RUN mkdir -p /data /app/build-releases \
  && chown node:node /data /app/build-releases \
  && ln -s /app/bin/leads /usr/local/bin/leads
USER node
VOLUME /data
# `docker exec` starts here, where the node user may write: `leads export --out leads.csv`
# writes /data/leads.csv. The server finds its files by its own path, not the working directory.
WORKDIR /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `docker exec <container> leads export --format csv > leads.csv`, `leads stats`,
# `leads backup /data/backups/leads.sqlite`, `leads --help` (README "Running in a container").
# A bind mount on /data must be writable by uid 1000; the server checks at start and says so.
# No sources in the image, so server/start.js serves the build it carries (no freshness build):
# it starts @tablogs/server (packages/server) with /app as its APP_DIR. The server is TypeScript
# compiled to JavaScript when the artifact is made (docs/decisions/0042, 0048).
CMD ["node", "/app/server/start.js"]
