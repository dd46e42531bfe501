#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster on a
# loopback port; installs Debian's postgresql first when it is missing (as root).
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${FAENA_PG_PORT:-55432}

if [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL 15 is missing: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

DIR=$(mktemp -d /tmp/faena-pg.XXXXXX)
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
cleanup() {
  as_postgres "$PG_BIN/pg_ctl -D $DIR -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_postgres "$PG_BIN/initdb -D $DIR -U postgres --auth=trust --no-sync" >/dev/null
# A port or socket lock still held by another cluster makes the start fail: say why, and try the
# next port, a few times.
started=false
for attempt in 1 2 3; do
  if as_postgres "$PG_BIN/pg_ctl -D $DIR -w -t 120 -l $DIR/server.log start -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off'" >/dev/null; then
    started=true
    break
  fi
  echo "PostgreSQL did not start on port $PORT (attempt $attempt); its log says:" >&2
  tail -n 20 "$DIR/server.log" >&2 || true
  as_postgres "$PG_BIN/pg_ctl -D $DIR -m immediate stop" >/dev/null 2>&1 || true
  PORT=$((PORT + 1))
done
$started || exit 1
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
