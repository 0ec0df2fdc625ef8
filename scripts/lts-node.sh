# Sourced by .ci/run (and by hand: `. scripts/lts-node.sh`): puts a Node.js 24 LTS first on PATH
# when the machine's own is older, from the npm registry's `node-<os>-<arch>` package (the official
# binaries and headers), kept in ~/.cache/painel-revenda. Native addons (better-sqlite3) are then
# built against that Node's own headers, not the machine's.
want=24
have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have" -lt "$want" ]; then
  platform="$(uname -s | tr '[:upper:]' '[:lower:]')"
  arch="$(uname -m)"; case "$arch" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; esac
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/painel-revenda"
  pkg="node-$platform-$arch"
  dir="$cache/node_modules/$pkg"
  if [ ! -x "$dir/bin/node" ] || [ "$("$dir/bin/node" -p 'process.versions.node.split(".")[0]')" != "$want" ]; then
    echo "Node.js $(node --version 2>/dev/null || echo ausente) nesta máquina: instalando o Node.js $want LTS do registro npm ($pkg)."
    mkdir -p "$cache"
    npm install --prefix "$cache" --no-save --no-audit --no-fund --ignore-scripts "$pkg@$want" >/dev/null
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  echo "Usando o Node.js $(node --version) de $dir"
fi
