#!/usr/bin/env bash
# Command 2 of the README: install what the tests need (Debian Chromium included) and run
# every test: lint, types, machines, components, services (PGlite, and PostgreSQL when
# DATABASE_URL is set) and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
echo "== lint"
npx eslint .
npx prettier --check . --log-level warn
echo "== types"
npx panda codegen --silent
npx tsc -p tsconfig.json --noEmit
echo "== build"
npx vite build --logLevel warn
node scripts/build-server.mjs
echo "== bundle budget"
npx tsx scripts/check-bundle.ts
echo "== tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-output/vitest.json
npx tsx scripts/test-summary.ts test-output/vitest.json
