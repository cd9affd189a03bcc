#!/usr/bin/env bash
# Every check the project has, in the order a failure is cheapest to find:
# lint, types, unit, server integration (embedded PostgreSQL, then Debian's
# PostgreSQL server through DATABASE_URL), build, chunk budget, browser e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (%ss)\n' "$1" "$((SECONDS - started))"; }
as_root() { [ "$(id -u)" = 0 ]; }

apt_install() {
  # apt-get install, refreshing the package lists once if they are missing or stale.
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" \
    || { DEBIAN_FRONTEND=noninteractive apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"; }
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return
  if as_root; then
    echo "Debian's chromium is missing: installing it with apt-get."
    apt_install chromium
  else
    echo "The browser tests need Debian's Chromium at /usr/bin/chromium. Run: sudo apt-get install -y chromium" >&2
    exit 1
  fi
}

pg_bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

ensure_postgresql_server() {
  [ -n "$(pg_bindir)" ] && return
  if as_root; then
    echo "Debian's PostgreSQL server is missing: installing it with apt-get."
    apt_install postgresql
  else
    echo "The PostgreSQL suite needs Debian's PostgreSQL server. Run: sudo apt-get install -y postgresql" >&2
    exit 1
  fi
}

# Start a throwaway PostgreSQL server from Debian's binaries and export DATABASE_URL for it.
PG_DIR=""
start_postgresql_server() {
  local bin port password
  bin="$(pg_bindir)"
  PG_DIR="$(mktemp -d /tmp/ct-pg.XXXXXX)"
  port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  password="$(node -e "console.log(require('crypto').randomBytes(18).toString('base64url'))")"
  printf '%s\n' "$password" > "$PG_DIR/pw"
  local run=()
  if as_root; then
    id -u postgres >/dev/null 2>&1 || useradd --system --user-group --home-dir /var/lib/postgresql postgres
    chown -R postgres:postgres "$PG_DIR"
    chmod 755 "$PG_DIR"
    run=(runuser -u postgres --)
  fi
  "${run[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=scram-sha-256 --pwfile="$PG_DIR/pw" -E UTF8 >/dev/null
  "${run[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $port -c listen_addresses=127.0.0.1 -k $PG_DIR -c fsync=off" start >/dev/null
  export DATABASE_URL="postgres://postgres:${password}@127.0.0.1:${port}/postgres"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') from Debian on 127.0.0.1:$port"
}
stop_postgresql_server() {
  [ -n "$PG_DIR" ] || return 0
  local run=()
  as_root && run=(runuser -u postgres --)
  "${run[@]}" "$(pg_bindir)/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=""
}
trap stop_postgresql_server EXIT

step "Tools npm cannot install"
# Debian's PostgreSQL first: its package creates the `postgres` system user that the embedded
# PostgreSQL then runs as (and would refuse a regular user of that name made before it).
ensure_postgresql_server
ensure_chromium
echo "Chromium: $(/usr/bin/chromium --version 2>/dev/null || echo missing); PostgreSQL server: $(pg_bindir)"

step "Lint (Biome)"
npx biome check .

step "Types (tsc)"
npm run typecheck

step "Unit (Vitest: web, server)"
npm run test:unit

step "Server integration on embedded PostgreSQL"
(unset DATABASE_URL; npm run test:server)

step "Server integration on Debian's PostgreSQL server (DATABASE_URL)"
start_postgresql_server
npm run test:server
stop_postgresql_server
unset DATABASE_URL

step "Build"
npm run build

step "Chunk budget (three.js only behind home's lazy liquid background)"
node bench/chunks.mjs

step "Browser e2e (Playwright, Debian's Chromium)"
npm run test:e2e

step "All checks passed"
