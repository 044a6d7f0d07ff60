#!/usr/bin/env bash
# The part of the official postgres image's entrypoint that docker-compose.yml relies on: on first start an
# empty PGDATA gets a cluster whose superuser is POSTGRES_USER (default postgres) with POSTGRES_PASSWORD,
# password (scram-sha-256) logins from the network, trust on the local socket, and the database POSTGRES_DB
# (default: the user's name); then the server runs as the postgres user, as PID 1.
set -Eeuo pipefail

if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi

if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "${BASH_SOURCE[0]}" "$@"
fi

if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?the database is uninitialised and POSTGRES_PASSWORD is not set}"
  user=${POSTGRES_USER:-postgres}
  database=${POSTGRES_DB:-$user}
  initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA"
  printf '\nhost all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    printf 'CREATE DATABASE "%s"\n' "${database//\"/\"\"}" | postgres --single -D "$PGDATA" postgres > /dev/null
  fi
  echo "PostgreSQL init process complete; ready for start up."
fi

exec "$@"
