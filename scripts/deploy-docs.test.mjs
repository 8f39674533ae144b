// docs/deploy.md quotes the proxy configurations in deploy/; the proxy test runs deploy/haproxy.cfg
// itself, so the document can only show what is tested if its copies stay equal to the files. Its
// nginx recipe for the built folders must send the headers the static server sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { helmetHeaders, pagePolicy } from '@exchange/security-headers';
import { describe, expect, it } from 'vitest';
import { REMOTE_PATHS, ROOT } from './stack.mjs';

const doc = readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8');
const fenced = (language) =>
  [...doc.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]);

describe('docs/deploy.md', () => {
  it.each([
    ['haproxy', 'deploy/haproxy.cfg'],
    ['nginx', 'deploy/nginx.conf'],
  ])('quotes %s exactly as %s, which is what runs', (language, file) => {
    expect(fenced(language)).toContain(readFileSync(join(ROOT, file), 'utf8'));
  });

  it("gives an operator's config the path prefixes the remotes declare (apps/<remote>/src/pathPrefixes.json)", () => {
    const [line] = doc.match(/"remotePaths": .*/) ?? [''];
    expect(JSON.parse(`{${line}}`).remotePaths).toEqual(REMOTE_PATHS);
  });

  it("has nginx send every header of the static server's pages and files, with the same values", () => {
    const snippet = fenced('nginx').find((block) => block.includes('snippets/exchange-headers.conf\n'));
    const sent = { ...helmetHeaders(pagePolicy({ remotes: {} })), 'access-control-allow-origin': '*' };
    for (const [name, value] of Object.entries(sent)) {
      const line = new RegExp(`^add_header ${name} (.*?) always;`, 'im').exec(snippet ?? '');
      expect(line, name).not.toBeNull();
      // The CSP comes from config.json: a variable each server sets (its `map` shows the policy).
      if (name !== 'content-security-policy') expect(line[1], name).toBe(JSON.stringify(value));
    }
  });
});
