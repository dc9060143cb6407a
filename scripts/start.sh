#!/usr/bin/env bash
# Command 1 of the README: install, build the console and the services (plain JavaScript in
# dist-server: no TypeScript loader at run time), start the three services and the console on
# the embedded database (PGlite in ./data), seeding demo data when it is empty.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run --silent build
npm run --silent build:server
exec node --enable-source-maps dist-server/main.js
