/**
 * Lint guard for issue 14: a wire type is declared once, in packages/contracts. Reports every
 * `interface` or `type` elsewhere (apps/*\/src, packages/*\/src) whose name is one the contracts
 * export. Run as `node scripts/wire-types.mjs` (part of `pnpm lint`); exits 1 on a finding.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACTS = join('packages', 'contracts');

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
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The names packages/contracts exports: its schemas (`export const`) and its types. */
export function contractNames(root) {
  const names = new Set();
  for (const file of sources(join(root, CONTRACTS, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^export (?:const|type|interface|function) ([A-Z]\w*)/gm))
      names.add(match[1]);
  }
  return names;
}

/** Every declaration outside packages/contracts of an interface or type named like a contract. */
export function wireTypeDuplicates(root) {
  const names = contractNames(root);
  const findings = [];
  const roots = ['apps', 'packages'].flatMap((top) =>
    readdirSync(join(root, top), { withFileTypes: true })
      .filter((d) => d.isDirectory() && join(top, d.name) !== CONTRACTS)
      .map((d) => join(root, top, d.name, 'src')),
  );
  for (const file of roots.flatMap(sources)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        // `interface X` or `type X =` / `type X<`; not `type X,` inside a multi-line import.
        const match =
          /^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+([A-Za-z_]\w*)|type\s+([A-Za-z_]\w*)\s*[=<])/.exec(line);
        const name = match?.[1] ?? match?.[2];
        if (name && names.has(name))
          findings.push(
            `${relative(root, file)}:${index + 1}: '${name}' is a wire type: import it from @exchange/contracts`,
          );
      });
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const findings = wireTypeDuplicates(join(fileURLToPath(import.meta.url), '..', '..'));
  for (const finding of findings) console.error(finding);
  process.exit(findings.length > 0 ? 1 : 0);
}
