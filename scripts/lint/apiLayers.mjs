import { dirname, posix, resolve, sep } from 'node:path';

/**
 * The API's modules (`apps/api/src/<folder>` and its top files) stand in layers, bottom first. A
 * file imports its own module and the layers below, never a module of its own layer (cricket and
 * Match Odds are neighbours, not each other's parts) and never one above. What two neighbours share
 * moves down a layer (the sports core under every sport and Match Odds). Tests import anything.
 * apps/api/README.md draws the same picture; a new folder is added here, in its layer.
 */
export const API_LAYERS = [
  { name: 'storage and settings', modules: ['config', 'db'] },
  { name: 'security', modules: ['security'] },
  { name: 'HTTP plumbing', modules: ['http'] },
  { name: 'money', modules: ['wallet'] },
  { name: 'instances', modules: ['cluster'] },
  {
    name: "a player's account and its records",
    modules: [
      'accounts',
      'announcement',
      'betRecords',
      'betRequests',
      'ledger',
      'notices',
      'playerLimits',
      'preferences',
      'seed',
      'stakes',
    ],
  },
  { name: 'sports core', modules: ['sports'] },
  { name: 'Match Odds', modules: ['matchOdds'] },
  { name: 'sports and the casino', modules: ['cricket', 'tennis', 'soccer', 'casino'] },
  { name: 'every market read together', modules: ['history', 'myMarkets'] },
  { name: 'the app', modules: ['app'] },
  { name: 'the server', modules: ['server'] },
  { name: 'test support', modules: ['testing'] },
  { name: 'the contract test', modules: ['contract'] },
];

const layerOf = new Map(API_LAYERS.flatMap((layer, index) => layer.modules.map((module) => [module, index])));

const API_SRC = /^(.*\/apps\/api\/src)\/(.+)$/;

function toPosix(path) {
  return path.split(sep).join(posix.sep);
}

/** The module of a path under apps/api/src: its first folder, or a top file's name; null elsewhere. */
export function apiModuleOf(path) {
  const match = API_SRC.exec(toPosix(path));
  if (!match) return null;
  const [first, ...rest] = match[2].split('/');
  return rest.length > 0 ? first : first.replace(/\.(d\.ts|tsx?|jsx?|mjs)$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
export const apiLayers = {
  meta: {
    type: 'problem',
    docs: { description: "The API's modules import only their own files and the layers below them" },
    messages: {
      up: "'{{source}}' is {{target}} ({{targetLayer}}), a layer above {{own}} ({{ownLayer}}): move what both need down a layer.",
      sideways:
        "'{{source}}' is {{target}}, beside {{own}} in the layer '{{ownLayer}}': neighbours do not import each other; move what both need down a layer.",
      undeclared: "'{{module}}' has no layer in scripts/lint/apiLayers.mjs: add it to API_LAYERS where it stands.",
    },
    schema: [],
  },
  create(context) {
    const filename = toPosix(context.filename);
    const own = apiModuleOf(filename);
    if (own === null || /\.test\.[cm]?[jt]sx?$/.test(filename)) return {};
    const ownIndex = layerOf.get(own);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = apiModuleOf(resolve(dirname(filename), source));
      if (target === null || target === own) return;
      const targetIndex = layerOf.get(target);
      if (ownIndex === undefined || targetIndex === undefined) {
        context.report({ node, messageId: 'undeclared', data: { module: ownIndex === undefined ? own : target } });
        return;
      }
      if (targetIndex < ownIndex) return;
      const data = {
        source,
        own,
        target,
        ownLayer: API_LAYERS[ownIndex].name,
        targetLayer: API_LAYERS[targetIndex].name,
      };
      context.report({ node, messageId: targetIndex > ownIndex ? 'up' : 'sideways', data });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'api-layers': apiLayers } };
