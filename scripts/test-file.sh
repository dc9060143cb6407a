#!/usr/bin/env bash
# npm run test:file -- PATH [PATH ...]: those test files with their set-up: the migrated database
# of each engine (PGlite, and PostgreSQL when DATABASE_URL is set), and for a browser test the
# console and services built first.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then
  echo "usage: npm run test:file -- tests/server/classes.test.ts [more files]" >&2
  exit 2
fi
for file in "$@"; do
  case "$file" in tests/e2e*) build=1 ;; esac
done
if [ -n "${build:-}" ]; then
  npx vite build --logLevel warn
  node scripts/build-server.mjs
fi
exec npx vitest run "$@"
