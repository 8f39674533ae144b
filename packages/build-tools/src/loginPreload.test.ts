import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_CHUNK_GROUP, preloadableFiles, withPreloads, writeLoginPage } from './loginPreload';

const INDEX =
  '<!doctype html><html><head><title>Exchange</title><link rel="icon" href="/favicon.svg"><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>';
const GROUP = [
  { name: 'static/js/async/lib-react.2.js' },
  { name: 'static/js/async/bootstrap.3.js' },
  { name: 'static/css/async/bootstrap.4.css' },
  { name: 'static/js/async/bootstrap.3.js.map' },
  { name: 'static/image/logo.5.png' },
];

describe('the login page with its first chunks preloaded', () => {
  it("preloads the group's scripts and stylesheets, not its maps or images, ahead of the entry script", () => {
    const html = withPreloads(INDEX, preloadableFiles(GROUP), '/');
    expect(html).toBe(
      INDEX.replace(
        '<script defer',
        '<link rel="preload" as="script" href="/static/js/async/lib-react.2.js">' +
          '<link rel="preload" as="script" href="/static/js/async/bootstrap.3.js">' +
          '<link rel="preload" as="style" href="/static/css/async/bootstrap.4.css"><script defer',
      ),
    );
  });

  it('uses the build’s public path, and puts the links before </head> when the head has no script', () => {
    const bare = '<html><head><title>x</title></head><body><script src="/late.js"></script></body></html>';
    const html = withPreloads(bare, ['static/js/a.js'], 'https://cdn.example.com/shell');
    expect(html).toBe(
      bare.replace(
        '</head>',
        '<link rel="preload" as="script" href="https://cdn.example.com/shell/static/js/a.js"></head>',
      ),
    );
    expect(withPreloads(bare, ['static/js/a.js'], 'auto')).toContain('href="/static/js/a.js"');
  });

  it('writes login.html next to index.html, and fails the build when the named chunk group is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'login-preload-'));
    try {
      writeFileSync(join(dir, 'index.html'), INDEX);
      const file = writeLoginPage(dir, {
        publicPath: '/',
        namedChunkGroups: { [FIRST_CHUNK_GROUP]: { assets: GROUP } },
      });
      expect(readFileSync(file, 'utf8')).toContain(
        '<link rel="preload" as="script" href="/static/js/async/lib-react.2.js">',
      );
      expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(INDEX);
      expect(() => writeLoginPage(dir, { publicPath: '/', namedChunkGroups: {} })).toThrow(
        /no chunk group named 'bootstrap'/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
