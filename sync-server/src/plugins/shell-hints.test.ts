import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkFiles, DINER_CHUNK, dinerMenuCall, shellHints, withStoreNames } from './shell-hints.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-A.js', imports: ['_react-B.js'] },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_money-C.js': { file: 'assets/money-C.js', imports: ['_react-B.js'] },
  [DINER_CHUNK]: {
    file: 'assets/diner-screens-D.js',
    imports: ['index.html', '_react-B.js', '_money-C.js'],
    css: ['assets/diner-screens-E.css'],
  },
};

describe('shell hints for the diner menu', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function aBuild(manifest: object | null) {
    const root = mkdtempSync(join(tmpdir(), 'tavola-shell-'));
    dirs.push(root);
    writeFileSync(
      join(root, 'index.html'),
      '<html><head><title>Tavola</title><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>',
    );
    if (manifest) {
      mkdirSync(join(root, '.vite'));
      writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    }
    return root;
  }

  it("the diner chunk's static imports once each, without the app's entry, and its CSS", () => {
    expect(chunkFiles(MANIFEST, DINER_CHUNK)).toEqual({
      scripts: ['assets/diner-screens-D.js', 'assets/react-B.js', 'assets/money-C.js'],
      styles: ['assets/diner-screens-E.css'],
    });
  });

  it('the menu call of each diner path, as the screen makes it; none for other paths', () => {
    expect(dinerMenuCall('/m/demo-kitchen')).toBe('/api/v1/qrmenu/demo-kitchen');
    expect(dinerMenuCall('/tm/demo-kitchen/T%201')).toBe('/api/v1/qrmenu/demo-kitchen?table=T%201');
    expect(dinerMenuCall('/tm/demo-kitchen')).toBe('/api/v1/qrmenu/demo-kitchen');
    expect(dinerMenuCall('/m/demo-kitchen/orderstatus/o1/cash')).toBeNull();
    expect(dinerMenuCall('/m/a"><script>')).toBe('/api/v1/qrmenu/a%22%3E%3Cscript%3E');
    expect(dinerMenuCall('/m/%E0%A4%A')).toBeNull();
    expect(dinerMenuCall('/dashboard/pos')).toBeNull();
  });

  it('adds preload links and the loading state to the shell of a diner path only, with no script', () => {
    const shell = shellHints(aBuild(MANIFEST));
    if (!shell) throw new Error('no shell');
    const html = shell('/tm/demo-kitchen/T1') ?? '';
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/qrmenu/demo-kitchen?table=T1">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/money-C.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/diner-screens-E.css">');
    // the menu screen's loading state until the app renders it
    expect(html).toContain('<div class="diner-placeholder" role="status"><p>Please wait...</p></div>');
    expect(html).not.toContain('index-A.js');
    expect(html.match(/<script/g)).toBeNull();
    expect(shell('/dashboard/home')).toBeNull();
    expect(shell('/m/"onload="x')).not.toContain('"onload="x');
  });

  it("[PWA3] a diner link's page carries the store's name as its title and og:title, escaped", () => {
    const shell = shellHints(aBuild(MANIFEST));
    if (!shell) throw new Error('no shell');
    const html = shell('/m/demo-kitchen', 'Roma') ?? '';
    expect(html).toContain('<title>Roma · Menu</title><meta property="og:title" content="Roma · Menu">');
    const hostile = shell('/m/demo-kitchen', `Bar "&" <script>x</script> $' $&`) ?? '';
    expect(hostile).toContain(
      "<title>Bar &quot;&amp;&quot; &lt;script&gt;x&lt;/script&gt; $' $&amp; · Menu</title>",
    );
    expect(hostile.match(/<script/g)).toBeNull();
    // one document: a `$'` is not read as "the rest of the page"
    expect(hostile.match(/<\/html>/g)).toHaveLength(1);
    expect(shell("/m/a$'")?.match(/<\/html>/g)).toHaveLength(1);
    expect(shell('/m/demo-kitchen')).toContain('<title>Tavola</title>');
  });

  it("[PWA4] a store's menu page links the store's own web manifest; other pages keep the staff app's", () => {
    const shell = shellHints(aBuild(MANIFEST));
    if (!shell) throw new Error('no shell');
    expect(shell('/m/demo kitchen', 'Roma')).toContain(
      '<link rel="manifest" href="/m/demo%20kitchen/manifest.webmanifest">',
    );
    expect(shell('/m/demo-kitchen')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it("[PWA3] the store is looked up by the link's code; an unknown or closed store leaves the title as it is", async () => {
    const shell = shellHints(aBuild(MANIFEST));
    if (!shell) throw new Error('no shell');
    const asked: string[] = [];
    const named = withStoreNames(shell, async (qrcode) => {
      asked.push(qrcode);
      if (qrcode !== 'demo kitchen') throw new Error('Broken Link!');
      return 'Roma';
    });
    expect(await named('/tm/demo%20kitchen/T1')).toContain('<title>Roma · Menu</title>');
    expect(await named('/m/gone')).toContain('<title>Tavola</title>');
    expect(await named('/dashboard/pos')).toBeNull();
    expect(asked).toEqual(['demo kitchen', 'gone']);
  });

  it('no build manifest, or none of the diner chunk: no hints', () => {
    expect(shellHints(aBuild(null))).toBeNull();
    expect(shellHints(aBuild({ 'index.html': { file: 'assets/index-A.js' } }))).toBeNull();
  });
});
