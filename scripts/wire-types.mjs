/**
 * Lint guard for issues 14 and 70: a wire shape is declared once, in packages/contracts. Reports every
 * object type written out field by field elsewhere (apps/*\/src, packages/*\/src: a type literal, an
 * interface) whose fields are, by name, the fields of an object the contracts' schemas describe,
 * whatever the type is called: an answer, a request body or query, a row of one. A shape read from
 * the contract is derived from it instead (`Static<>`, `Pick<>`, `Omit<> & { … }`), so it can never
 * disagree with the schema. Left alone: tests (their types describe fixtures), a shape of fields all
 * `unknown` (an answer not yet read, which claims nothing), and the packages the lint config's
 * PACKAGE_LAYERS keeps below the wire (they may not import the contracts, so their shapes are their
 * own). Run as `node scripts/wire-types.mjs` (part of `pnpm lint`); exits 1 on a finding.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import ts from 'typescript';

const CONTRACTS = join('packages', 'contracts');

/**
 * Whether a package's `never imports` list forbids @exchange/contracts: gitignore-style patterns read
 * in order, as no-restricted-imports reads them (`*` within a segment, `!` lets a name through again).
 */
export function forbidsContracts(never) {
  let forbidden = false;
  for (const pattern of never) {
    const negated = pattern.startsWith('!');
    const glob = (negated ? pattern.slice(1) : pattern).split('**').map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    );
    if (new RegExp(`^${glob.join('.*')}$`).test('@exchange/contracts')) forbidden = !negated;
  }
  return forbidden;
}

/** The packages below the wire: those the lint config's PACKAGE_LAYERS forbids to import @exchange/contracts. */
export async function packagesBelowTheWire(root) {
  const { PACKAGE_LAYERS } = await import(pathToFileURL(join(root, 'eslint.config.js')).href);
  return Object.entries(PACKAGE_LAYERS)
    .filter(([name, layer]) => name !== 'contracts' && forbidsContracts(layer.never))
    .map(([name]) => name);
}

/** Below this many fields a shape says too little to be the contract's ({ id, name } is everyone's). */
export const MIN_FIELDS = 2;

function sources(dir) {
  let out = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out = out.concat(sources(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(d|test|spec)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** A shape's key: its field names, sorted. */
const shapeKey = (names) => [...names].sort().join(',');

/**
 * Every object the contracts' schemas describe, by shape key: the exported schemas and every object
 * inside them (a list's rows, a record's entries, a union's members), each named by where it is,
 * e.g. `OddsView.oddDetailsDTOS[]`. Read from the schemas themselves, so a `Type.Pick`, a spread or
 * a `Type.Composite` counts with the fields it ends up with.
 */
export async function contractShapes(root) {
  const contracts = await tsImport(
    pathToFileURL(join(root, CONTRACTS, 'src', 'index.ts')).href,
    pathToFileURL(join(root, 'package.json')).href,
  );
  const shapes = new Map();
  const seen = new Set();
  // A schema exported under a name of its own is named by it wherever it is found.
  const exported = new Map(
    Object.entries(contracts)
      .map(([name, value]) => [value, name])
      .reverse(),
  );
  const walk = (schema, at) => {
    if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
    seen.add(schema);
    const where = exported.get(schema) ?? at;
    if (schema.type === 'object' && typeof schema.properties === 'object') {
      const names = Object.keys(schema.properties);
      if (names.length >= MIN_FIELDS) {
        const key = shapeKey(names);
        shapes.set(key, [...(shapes.get(key) ?? []), where]);
      }
      for (const [name, field] of Object.entries(schema.properties)) walk(field, `${where}.${name}`);
    }
    if (schema.items) walk(schema.items, `${where}[]`);
    for (const entry of Object.values(schema.patternProperties ?? {})) walk(entry, `${where}[key]`);
    for (const member of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) walk(member, where);
  };
  for (const [name, value] of Object.entries(contracts)) walk(value, name);
  return shapes;
}

/** A field that claims nothing of what was sent: `unknown`, or an object of such fields. */
const claimsNothing = (type) =>
  type?.kind === ts.SyntaxKind.UnknownKeyword ||
  (type !== undefined && ts.isTypeLiteralNode(type) && type.members.every((m) => claimsNothing(m.type)));

/**
 * The field names of a type literal or an interface written out, or undefined when they cannot all
 * be named, or when no field claims anything (an answer not yet read).
 */
function fieldsOf(node) {
  if (ts.isInterfaceDeclaration(node) && node.heritageClauses?.length) return undefined;
  const names = [];
  let claims = false;
  for (const member of node.members) {
    if (!ts.isPropertySignature(member)) return undefined;
    const { name } = member;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) names.push(name.text);
    else return undefined;
    if (!claimsNothing(member.type)) claims = true;
  }
  return claims ? names : undefined;
}

/**
 * Every object type written out field by field outside packages/contracts with the fields of a
 * contract's object; `below`: the packages left alone (see packagesBelowTheWire).
 */
export function wireShapeDuplicates(root, shapes, below = []) {
  const findings = [];
  const skipped = new Set([CONTRACTS, ...below.map((name) => join('packages', name))]);
  const roots = ['apps', 'packages'].flatMap((top) =>
    readdirSync(join(root, top), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !skipped.has(join(top, d.name)))
      .map((d) => join(root, top, d.name, 'src')),
  );
  for (const file of roots.flatMap(sources)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
    const visit = (node) => {
      if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) {
        const names = fieldsOf(node);
        const contract = names && names.length >= MIN_FIELDS ? shapes.get(shapeKey(names))?.join(', ') : undefined;
        if (contract) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          findings.push(
            `${relative(root, file)}:${line + 1}: { ${names.join(', ')} } is the contract's ${contract}: derive it from @exchange/contracts`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), '..', '..');
  const findings = wireShapeDuplicates(root, await contractShapes(root), await packagesBelowTheWire(root));
  for (const finding of findings) console.error(finding);
  process.exit(findings.length > 0 ? 1 : 0);
}
