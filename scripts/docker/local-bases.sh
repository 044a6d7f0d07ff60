#!/usr/bin/env bash
# Makes sure the base images that Dockerfile (FROM) and docker-compose.yml (image:) name are present. A missing
# one is pulled; only when the pull fails (Docker Hub out of reach) is a local stand-in built under the same name
# and tag: Debian from its mirror with debootstrap (debian-rootfs.sh), Node.js and npm from the npm registry,
# PostgreSQL from Debian's packages. A stand-in carries the label prospera.local-base=<hash of its recipe>, so a
# later run finds it and builds nothing, and a changed recipe rebuilds it. Building needs root and debootstrap.
set -Eeuo pipefail
trap 'echo "local-bases: failed at line $LINENO: $BASH_COMMAND" >&2' ERR
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
LABEL=prospera.local-base

# Two runs at once (two checkouts testing) would build the same stand-ins twice.
exec 9> "${TMPDIR:-/tmp}/prospera-local-bases.lock"
flock 9

work=$(mktemp -d "${TMPDIR:-/var/tmp}/prospera-local-bases.XXXXXX")
trap 'rm -rf "$work"' EXIT

fail() { echo "local-bases: $*" >&2; exit 1; }
# Runs a noisy command into a log and shows the log's end only when it fails.
quietly() {
  local log=$1; shift
  "$@" > "$log" 2>&1 || { tail -n 40 "$log" >&2; fail "failed: $*"; }
}
recipe() { cat "$@" | sha256sum | cut -c1-16; }
label_of() { docker image inspect --format "{{ index .Config.Labels \"$LABEL\" }}" "$1" 2>/dev/null; }

# ensure IMAGE RECIPE BUILDER [ARGS...]: present (a real image, or a stand-in of this recipe), pulled, or built.
ensure() {
  local image=$1 want=$2 builder=$3 have started
  shift 3
  if have=$(label_of "$image"); then
    if [ "$have" = "$want" ]; then echo "$image: local stand-in present"; return; fi
    if [ -z "$have" ] || [ "$have" = "<no value>" ]; then echo "$image: present"; return; fi
  fi
  if docker pull "$image" > "$work/pull.log" 2>&1; then echo "$image: pulled"; return; fi
  echo "$image: cannot be pulled ($(tail -n 1 "$work/pull.log")); building a local stand-in"
  started=$SECONDS
  "$builder" "$image" "$want" "$@"
  echo "$image: local stand-in built in $((SECONDS - started)) s"
}

debian_recipe() { recipe "$here/debian-rootfs.sh" "$here/debian.Dockerfile" <(echo "$1"); }

build_debian() {
  local image=$1 want=$2 release=$3
  command -v debootstrap > /dev/null || fail "building $image needs debootstrap (apt-get install debootstrap)"
  [ "$(id -u)" = 0 ] || fail "building $image needs root (debootstrap)"
  mkdir -p "$work/debian"
  quietly "$work/debootstrap.log" "$here/debian-rootfs.sh" "$release" "$work/rootfs"
  tar -C "$work/rootfs" -cf "$work/debian/rootfs.tar" .
  rm -rf "$work/rootfs"
  quietly "$work/build.log" docker build --label "$LABEL=$want" -t "$image" -f "$here/debian.Dockerfile" "$work/debian"
  rm -rf "$work/debian"
}

ensure_debian() {
  ensure "debian:$1-slim" "$(debian_recipe "$1")" build_debian "$1"
}

build_node() {
  local image=$1 want=$2 major=$3 release=$4 arch ctx tarball version npm_version
  ensure_debian "$release"
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) fail "no Node.js package for $(uname -m)" ;; esac
  ctx="$work/node"
  mkdir -p "$ctx/node" "$ctx/npm"
  tarball=$(cd "$ctx" && npm pack --silent "node-linux-$arch@$major" 2> "$work/npm.log") || { cat "$work/npm.log" >&2; fail "npm pack node-linux-$arch@$major"; }
  tar -xzf "$ctx/$tarball" -C "$ctx/node" --strip-components=1 package/bin package/include package/share package/package.json package/CHANGELOG.md
  version=$(sed -nE 's/^ *"version": "([^"]+)".*/\1/p' "$ctx/node/package.json")
  # The release notes name the npm each Node.js release bundles; the newest mention is this release's.
  npm_version=$(grep -m 1 -oE 'upgrade npm to [0-9]+\.[0-9]+\.[0-9]+' "$ctx/node/CHANGELOG.md" | cut -d ' ' -f 4)
  rm "$ctx/node/package.json" "$ctx/node/CHANGELOG.md"
  [ -n "$npm_version" ] || fail "no npm version in the release notes of Node.js $version"
  tarball=$(cd "$ctx" && npm pack --silent "npm@$npm_version" 2> "$work/npm.log") || { cat "$work/npm.log" >&2; fail "npm pack npm@$npm_version"; }
  tar -xzf "$ctx/$tarball" -C "$ctx/npm" --strip-components=1
  if [ -f /etc/ssl/certs/ca-certificates.crt ]; then cp /etc/ssl/certs/ca-certificates.crt "$ctx/"; else : > "$ctx/ca-certificates.crt"; fi
  echo "$image: Node.js $version, npm $npm_version on debian:$release-slim"
  quietly "$work/build.log" docker build --label "$LABEL=$want" -t "$image" -f "$here/node.Dockerfile" \
    --build-arg "BASE=debian:$release-slim" --build-arg "NODE_VERSION=$version" "$ctx"
}

build_postgres() {
  local image=$1 want=$2 major=$3 release=$4
  ensure_debian "$release"
  mkdir -p "$work/postgres"
  cp "$here/postgres-entrypoint.sh" "$work/postgres/"
  echo "$image: Debian's postgresql-$major on debian:$release-slim"
  quietly "$work/build.log" docker build --label "$LABEL=$want" -t "$image" -f "$here/postgres.Dockerfile" \
    --build-arg "BASE=debian:$release-slim" --build-arg "PG_MAJOR=$major" "$work/postgres"
}

docker info > /dev/null 2>&1 || fail "no Docker daemon answers"

node_image=$(sed -nE 's/^FROM +([^ ]+).*/\1/p' "$root/Dockerfile" | sort -u)
[[ $node_image =~ ^node:([0-9]+)-([a-z]+)-slim$ ]] || fail "Dockerfile: expected one base image node:<major>-<release>-slim, found: $node_image"
node_major=${BASH_REMATCH[1]}
node_release=${BASH_REMATCH[2]}

postgres_image=$(sed -nE 's/^ +image: +(postgres:[^ ]+) *$/\1/p' "$root/docker-compose.yml")
[[ $postgres_image =~ ^postgres:([0-9]+)-([a-z]+)$ ]] || fail "docker-compose.yml: expected postgres:<major>-<release>, found: $postgres_image"
postgres_major=${BASH_REMATCH[1]}
postgres_release=${BASH_REMATCH[2]}

ensure "$node_image" "$(recipe <(debian_recipe "$node_release") "$here/node.Dockerfile" <(echo "$node_image $(uname -m)"))" \
  build_node "$node_major" "$node_release"
ensure "$postgres_image" "$(recipe <(debian_recipe "$postgres_release") "$here/postgres.Dockerfile" "$here/postgres-entrypoint.sh" <(echo "$postgres_image"))" \
  build_postgres "$postgres_major" "$postgres_release"
