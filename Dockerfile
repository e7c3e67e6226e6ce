# Pickup in one image: the API serves the built web app. Used by docker-compose.yml.
FROM node:20-bookworm-slim

WORKDIR /app

# Dependencies first, so that code changes do not reinstall them.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY projections/package.json projections/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build && chown -R node:node /app

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node --import tsx (not npm start): signals reach the server directly, so SIGTERM is graceful.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
