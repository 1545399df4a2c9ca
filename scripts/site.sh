#!/usr/bin/env bash
# Build the Karakeep docs site and serve it on http://127.0.0.1:3000/ (installs pnpm and deps).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@10 >/dev/null
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --reporter=silent
pnpm build
exec pnpm serve --port "${PORT:-3000}"
