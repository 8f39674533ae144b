import { dirname, posix, resolve, sep } from 'node:path';

/**
 * A feature folder (`apps/<app>/src/features/<name>`) is used from outside through its `index.ts`
 * only (bulletproof-react's rule): its other files are its own business and can change without
 * breaking another feature. A route's page may still be loaded lazily by its file
 * (`import('../features/ledger/LedgerPage')`): that is where the page's chunk starts, and a barrel
 * there would pull the whole feature into it. Tests may reach into another feature's fixtures.
 */
const FEATURE = /^(.*\/apps\/[^/]+\/src\/features\/)([^/]+)(?:\/(.*))?$/;

function toPosix(path) {
  return path.split(sep).join(posix.sep);
}

/** The feature a path belongs to and the path inside it, or null outside every feature folder. */
export function featureOf(path) {
  const match = FEATURE.exec(toPosix(path));
  if (!match) return null;
  return { root: match[1] + match[2], name: match[2], inner: (match[3] ?? '').replace(/\.(tsx?|jsx?|mjs)$/, '') };
}

function isPublicEntry(inner) {
  return inner === '' || inner === 'index';
}

function isPage(inner) {
  return /(^|\/)[A-Z][A-Za-z0-9]*Page$/.test(inner);
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature through its index.ts, not by its files' },
    messages: {
      deep: "'{{source}}' reaches inside the {{feature}} feature: import it from '{{entry}}' (its index.ts).",
      lazy: "'{{source}}' loads a file of the {{feature}} feature that is not a page: import it from '{{entry}}'.",
    },
    schema: [],
  },
  create(context) {
    const filename = toPosix(context.filename);
    if (/\.test\.[cm]?[jt]sx?$/.test(filename) || !/\/apps\/[^/]+\/src\//.test(filename)) return {};
    const own = featureOf(filename);

    function check(node, source, dynamic) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(resolve(dirname(filename), source));
      if (!target || isPublicEntry(target.inner)) return;
      if (own && own.root === target.root) return;
      if (dynamic && isPage(target.inner)) return;
      const entry = posix.relative(posix.dirname(filename), target.root) || '.';
      context.report({
        node,
        messageId: dynamic ? 'lazy' : 'deep',
        data: { source, feature: target.name, entry: entry.startsWith('.') ? entry : `./${entry}` },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, false),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, true),
    };
  },
};

/** The app a path lies in (`apps/<name>/`), or null. */
function appOf(path) {
  return /\/apps\/([^/]+)\//.exec(toPosix(path))?.[1] ?? null;
}

/**
 * Apps never import each other, and packages never import an app: they meet only through the
 * federation contract and the shared packages. Resolved from the importing file, so a relative path
 * that climbs into another app is caught whatever it spells (no-restricted-imports matches the
 * text of the specifier only, and `../../../../casino/src` carries no 'apps/').
 */
export const noCrossApp = {
  meta: {
    type: 'problem',
    docs: { description: 'An app or a package never imports another app' },
    messages: {
      crossApp:
        "'{{source}}' is code of the {{target}} app: apps never import each other (use the federation contract or a shared package).",
    },
    schema: [],
  },
  create(context) {
    const filename = toPosix(context.filename);
    const own = appOf(filename);
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = appOf(resolve(dirname(filename), source));
      if (target && target !== own) context.report({ node, messageId: 'crossApp', data: { source, target } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries, 'no-cross-app': noCrossApp } };
