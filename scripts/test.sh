#!/usr/bin/env bash
# Command 2 of the README: install what the tests need (Debian Chromium included) and run
# every test: lint, types, machines, components, services (PGlite, and PostgreSQL when
# DATABASE_URL is set) and the browser tests; ends with a timing table (scripts/test-run.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
began=$(date +%s%N)
bash scripts/ensure-deps.sh
TEST_INSTALL_MS=$((($(date +%s%N) - began) / 1000000))
export TEST_INSTALL_MS
exec npx tsx scripts/test-run.ts
