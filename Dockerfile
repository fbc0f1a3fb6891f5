# One image for every role (web, worker): ROLE picks what a container does.
FROM node:24-bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium poppler-utils qpdf fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data CHROME_PATH=/usr/bin/chromium
EXPOSE 3000
CMD ["npm", "run", "serve"]
