#!/usr/bin/env bash
# What the test suite needs, installed and started on a Debian machine (as root): the one way
# both .ci/run and `npm test` (scripts/lib/prerequisites.ts) do it. Each step does nothing when
# its part is already there.
#
#   scripts/prerequisites.sh [chromium] [postgresql] [redis] [database=NAME]...
#
# chromium     Debian's Chromium and a font for the end-to-end tests (Playwright downloads no browser)
# postgresql   PostgreSQL on 127.0.0.1:5432, trust auth for local connections, started
# redis        Redis on 127.0.0.1:6379 (no persistence), started
# database=N   database N on the PostgreSQL server (PGHOST, PGPORT, PGUSER; 127.0.0.1, 5432, postgres)
set -euo pipefail

apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

step_chromium() {
  # The browser playwright.config.ts launches: CHROME_PATH, else Debian's /usr/bin/chromium.
  if [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
    echo "Installing Chromium..."
    apt_install chromium fonts-dejavu-core
  fi
}

step_postgresql() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    echo "Installing PostgreSQL..."
    apt_install postgresql
    local version hba
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    hba="/etc/postgresql/$version/main/pg_hba.conf"
    sed -i -E 's/^(local|host)(.*)(peer|md5|scram-sha-256)$/\1\2trust/' "$hba"
  fi
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    echo "Starting PostgreSQL..."
    for version in $(ls /etc/postgresql); do
      pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    done
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
}

step_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    echo "Installing Redis..."
    apt_install redis-server
  fi
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    echo "Starting Redis..."
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
  fi
}

step_database() {
  local name=$1
  [[ "$name" =~ ^[A-Za-z0-9_]+$ ]] || { echo "Not a database name this script creates: $name" >&2; exit 2; }
  export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
  if ! psql -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$name'" | grep -q 1; then
    echo "Creating database $name..."
    psql -d postgres -qc "CREATE DATABASE \"$name\""
  fi
}

for step in "$@"; do
  case "$step" in
    chromium) step_chromium ;;
    postgresql) step_postgresql ;;
    redis) step_redis ;;
    database=?*) step_database "${step#database=}" ;;
    *) echo "Unknown step: $step" >&2; exit 2 ;;
  esac
done
