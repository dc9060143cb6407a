#!/usr/bin/env bash
# Command 1 of the README: install, build the console, start the three services and the
# console on the embedded database (PGlite in ./data), seeding demo data when it is empty.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run --silent build
exec node_modules/.bin/tsx server/main.ts
