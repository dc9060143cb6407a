#!/usr/bin/env bash
# Installs the npm packages when package-lock.json changed since the last install,
# so a second start does not pay for an install.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.install-stamp
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  echo "Installing packages..."
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_sum" > "$stamp"
fi
