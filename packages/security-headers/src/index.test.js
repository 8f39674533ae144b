import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_POLICY, helmetHeaders, inlineScriptHashes, pagePolicy } from './index.js';

const sha = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs inline, once each, and skips files, data and other types', () => {
    const html = [
      '<script>one()</script>',
      '<script type="text/javascript">two()</script>',
      '<SCRIPT type=module>three()</SCRIPT>',
      '<script>one()</script>',
      '<script src="/static/js/index.0123abcd89.js"></script>',
      '<script data-src="x">four()</script>',
      '<script id="exchange-config" type="application/json">{"brand":"royal"}</script>',
      '<script type="importmap">{"imports":{}}</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('two()'), sha('three()'), sha('four()')]);
    expect(inlineScriptHashes('<!doctype html><p>no scripts</p>')).toEqual([]);
  });
});

describe('one policy for the API and the pages', () => {
  const page = helmetHeaders(
    pagePolicy(
      {
        remotes: { casino: 'https://casino.example.com/mf-manifest.json', broken: 'not a url' },
        api: { aam: 'https://api.example.com/aam/v1' },
        frameAncestors: ['https://partner.example.com/lobby', 'javascript:alert(1)', 'not a url'],
      },
      [sha('entry()')],
    ),
  );
  const api = helmetHeaders(API_POLICY);

  it('lets the pages load scripts from the remotes and their entry, and be framed only by the listed origins', () => {
    const csp = page['content-security-policy'].split(';');
    expect(csp).toContain(`script-src 'self' https://casino.example.com ${sha('entry()')}`);
    expect(csp).toContain("connect-src 'self' https://casino.example.com https://api.example.com");
    expect(csp).toContain('frame-ancestors https://partner.example.com');
    expect(page['cross-origin-resource-policy']).toBe('cross-origin');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("shares helmet's other headers between the API and the pages, X-Frame-Options left to each CSP", () => {
    const shared = Object.keys(api).filter(
      (name) => !['content-security-policy', 'referrer-policy', 'cross-origin-resource-policy'].includes(name),
    );
    expect(shared).toEqual(expect.arrayContaining(['x-content-type-options', 'strict-transport-security']));
    for (const name of shared) expect(page[name], name).toBe(api[name]);
    expect(page['x-frame-options']).toBeUndefined();
    expect(api['x-frame-options']).toBeUndefined();
    expect(api['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
  });
});
