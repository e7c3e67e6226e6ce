# Pickup in one image: the API serves the built web app. Used by docker-compose.yml (evaluation)
# and docker-compose.prod.yml (production).
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

# --- build: every dependency, then the web app and the server compiled to plain JavaScript
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# --- runtime dependencies only (no tsx, TypeScript, Vite or test tools)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
# package.json files mark the compiled .js as ES modules.
COPY --from=deps /app/package.json ./
COPY --from=deps /app/web/package.json web/
COPY --from=build /app/dist/server dist/server
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server
# Writable by the app's user: local state (development's generated secret) and, in the
# evaluation stack, the generated secrets volume (a new volume takes these owners).
RUN mkdir -p .data /secrets && chown node:node .data /secrets
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself (not npm): SIGTERM reaches the server, which shuts down gracefully.
CMD ["node", "dist/server/start.js"]
