#!/usr/bin/env bash
# Install what the tests need (pnpm, Debian's Chromium, dependencies), then run every test:
# vitest units and integration tests, then Playwright end-to-end tests in /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  npm install -g pnpm@10 >/dev/null
fi
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile --reporter=silent

pnpm exec tsc -p tsconfig.json
# The Karakeep site is built once; its checks (vitest) and browser tests (Playwright) read build/.
pnpm build
pnpm exec vitest run
pnpm exec playwright test
