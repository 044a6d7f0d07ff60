# Stand-in for postgres:<major>-<release>: Debian's PostgreSQL on the Debian base, with the official image's
# user (uid 999), paths, PGDATA volume, stop signal and entrypoint contract (postgres-entrypoint.sh).
ARG BASE
FROM ${BASE}
ARG PG_MAJOR
ENV PG_MAJOR=${PG_MAJOR} \
    PGDATA=/var/lib/postgresql/data \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/lib/postgresql/${PG_MAJOR}/bin \
    LANG=C.UTF-8
RUN groupadd --system --gid 999 postgres \
 && useradd --system --gid postgres --uid 999 --home-dir /var/lib/postgresql --shell /bin/bash postgres \
 && mkdir -p /var/lib/postgresql && chown postgres:postgres /var/lib/postgresql
# No cluster at install time: the entrypoint makes one in PGDATA on first start.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-common \
 && sed -ri 's/#(create_main_cluster) .*$/\1 = false/' /etc/postgresql-common/createcluster.conf \
 && apt-get install -y --no-install-recommends "postgresql-${PG_MAJOR}" \
 && rm -rf /var/lib/apt/lists/* \
 && sed -ri "s!^#?(listen_addresses)\s*=\s*\S+.*!\1 = '*'!" "/usr/share/postgresql/${PG_MAJOR}/postgresql.conf.sample" \
 && mkdir -p /var/run/postgresql "$PGDATA" \
 && chown postgres:postgres /var/run/postgresql "$PGDATA" \
 && chmod 3777 /var/run/postgresql \
 && chmod 1777 "$PGDATA"
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
# Fast shutdown: SIGTERM would wait for every client to disconnect.
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
