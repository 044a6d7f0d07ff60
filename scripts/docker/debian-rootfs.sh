#!/usr/bin/env bash
# Usage: debian-rootfs.sh <release> <dir>
# A Debian root file system shaped like the official debian:<release>-slim image: debootstrap's minbase from
# Debian's mirror, the release's updates and security suites in its sources, and no documentation, manuals or
# translations (dpkg is told to leave them out of later installs too). Needs root and debootstrap.
set -euo pipefail
release=$1
dir=$2
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
security_mirror=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

debootstrap --variant=minbase "$release" "$dir" "$mirror"

cat > "$dir/etc/dpkg/dpkg.cfg.d/docker-slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
CFG
find "$dir/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
find "$dir/usr/share/doc" -mindepth 1 -type d -empty -delete
find "$dir/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
rm -rf "$dir"/usr/share/{man,info,groff,lintian,linda}/*

# Downloaded packages and indexes are dropped after every apt run, as in the official images.
cat > "$dir/etc/apt/apt.conf.d/docker-clean" <<'CFG'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
CFG

rm -f "$dir/etc/apt/sources.list"
cat > "$dir/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $mirror
Suites: $release $release-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security_mirror
Suites: $release-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES

# The point release debootstrap installed, brought up to date with the updates and security suites.
chroot "$dir" env DEBIAN_FRONTEND=noninteractive sh -c 'apt-get update && apt-get -y upgrade'

# Docker provides these per container; debootstrap copied the host's.
rm -f "$dir/etc/hostname" "$dir/etc/resolv.conf"
rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/cache/apt/*.bin "$dir"/var/lib/apt/lists/* "$dir"/var/log/*.log
