import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { en } from './messages';

/**
 * Every literal a screen passes to `tx('…')` is an English entry of the catalogue: otherwise it
 * would stay English on a Hindi screen without anyone noticing.
 */
const ROOT = join(__dirname, '../../../..');
const SOURCES = ['apps/shell/src', 'apps/sportsbook/src', 'apps/casino/src', 'packages/shared-ui/src'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('texts looked up by their English', () => {
  it('are all in the catalogue', () => {
    const english = new Set<string>(Object.values(en));
    const missing: string[] = [];
    let looked = 0;
    for (const file of SOURCES.flatMap((dir) => files(join(ROOT, dir)))) {
      const source = readFileSync(file, 'utf8');
      const texts = [
        ...source.matchAll(/\btx\('((?:[^'\\]|\\.)*)'\)/g),
        // A page title is translated by PageTitle itself.
        ...source.matchAll(/<PageTitle title="([^"]*)"/g),
      ];
      for (const m of texts) {
        looked += 1;
        const text = m[1]!.replace(/\\'/g, "'");
        if (!english.has(text)) missing.push(`${relative(ROOT, file)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
    // The scan found the screens' texts at all (a renamed helper would make it pass on nothing).
    expect(looked).toBeGreaterThan(40);
  });
});
