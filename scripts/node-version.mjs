// The Node.js this project runs on: the `engines.node` of package.json (">=24"), one rule for the
// install (npm's engine-strict, .npmrc) and the launcher, which says it in one line before anything.
import { readFileSync } from 'node:fs';

const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const required = Number(/^>=\s*(\d+)/.exec(engines)?.[1]);

/** The line saying what to do when `version` (process.versions.node) is older than package.json asks, else null. */
export function unsupportedNode(version) {
  if (Number(version.split('.')[0]) >= required) return null;
  return `Node.js ${version} nesta máquina; o Painel Revenda precisa do Node.js ${required} ou mais novo: rode \`. scripts/lts-node.sh\` neste terminal (ou instale o Node.js ${required}) e depois \`npm ci && npm start\`.`;
}
