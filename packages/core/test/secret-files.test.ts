/**
 * Files that look like secrets are never published (issue 27, class 1): one rule
 * (src/io/secret-files.ts) that the build, `folio serve` and `folio dev` apply alike.
 *
 *  - One table of paths, asserted for all three: the pure rule, the dev server's rule (Vite's own
 *    matcher over DEV_FS_DENY, and the guard middleware's) and serve's (request targets).
 *  - A fast-check property: for any path of names, the three agree.
 *  - Real folders: every shape of link (a secret reached directly, through a link named like a
 *    secret, through an innocent name whose target is a secret, through a static folder that is a
 *    link) is refused by checkStaticDir with the link and its target named; `allowedSecretFiles`
 *    lets one named file through; a page's reference to such a file is refused.
 *  - serveStatic answers none of them, and serves `.nojekyll` and `.well-known/`.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { isFileLoadingAllowed, resolveConfig, type ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '../src/config/schema.ts';
import { DEV_FS_DENY } from '../src/dev/fs-allow.ts';
import { refusedInDev } from '../src/dev/fs-guard.ts';
import { isFolioError, type FolioError } from '../src/errors.ts';
import { checkAssetReference, checkStaticReference } from '../src/io/asset-references.ts';
import { isSecretPath, secretPart } from '../src/io/secret-files.ts';
import { siteGuard } from '../src/io/site-files.ts';
import { checkFolderLinks, checkStaticDir } from '../src/io/static-folders.ts';
import { serveStatic, type RunningServer } from '../src/serve/serve.ts';
import { parseTarget } from '../src/serve/target.ts';
import { makeTempDir, removeTempDirs } from './helpers.ts';

/** Site-relative paths, and whether the rule refuses them. */
const TABLE: Array<[string, boolean]> = [
  ['.env', true],
  ['.ENV', true],
  ['.env.local', true],
  ['.env.production', true],
  ['config/.env', true],
  ['.git', true],
  ['.git/config', true],
  ['a/b/.git/HEAD', true],
  ['.git/objects/ab/cdef', true],
  ['id_rsa', true],
  ['keys/id_ed25519.pub', true],
  ['ID_RSA', true],
  ['server.pem', true],
  ['tls/server.KEY', true],
  ['cert.crt', true],
  ['store.p12', true],
  ['java.keystore', true],
  ['pgp.asc', true],
  ['a.pem/inside.txt', true],
  ['.npmrc', true],
  ['.yarnrc.yml', true],
  ['.netrc', true],
  ['.htpasswd', true],
  ['.ssh/config', true],
  ['home/.gnupg/pubring.kbx', true],
  ['.aws/credentials', true],
  ['node_modules/.cache', true],
  ['node_modules/.cache/eslint/x.json', true],
  ['node_modules/.cache/folio/mdx/page.js', true],
  // Published as Docusaurus publishes them.
  ['.nojekyll', false],
  ['.well-known/security.txt', false],
  ['.well-known/assetlinks.json', false],
  ['.gitignore', false],
  ['.github/workflows/ci.yml', false],
  ['.htaccess', false],
  ['img/logo.png', false],
  ['env.txt', false],
  ['gitconfig', false],
  ['docs/keys.md', false],
  ['pem', false],
  ['a.pem.txt', false],
  ['node_modules/x/index.js', false],
  ['.cache/x', false],
];

let viteConfig: ResolvedConfig;
let devRoot: string;

/** A resolved Vite config with Folio's deny list over a site with a public folder. */
beforeAll(async () => {
  devRoot = makeTempDir('secret-dev');
  mkdirSync(path.join(devRoot, 'static'));
  viteConfig = await resolveConfig(
    { root: devRoot, configFile: false, logLevel: 'silent', publicDir: path.join(devRoot, 'static'), server: { fs: { strict: true, allow: [devRoot], deny: DEV_FS_DENY } } },
    'serve',
  );
});

afterAll(() => removeTempDirs());

/** What each of the three says of a site-relative path. */
function verdicts(file: string) {
  const target = parseTarget(`/${file.split('/').map(encodeURIComponent).join('/')}`, '/');
  return {
    rule: isSecretPath(file),
    dev: !isFileLoadingAllowed(viteConfig, `${devRoot}/${file}`),
    serve: target.kind === 'refused',
  };
}

describe('one rule for the build, serve and dev', () => {
  it.each(TABLE)('%s: refused is %s, for all three', (file, refused) => {
    expect(verdicts(file)).toEqual({ rule: refused, dev: refused, serve: refused });
  });

  it('the dev server serves Vite\'s own cache (pre-bundled dependencies) and nothing else of node_modules/.cache', () => {
    expect(isFileLoadingAllowed(viteConfig, `${devRoot}/node_modules/.cache/folio/vite/deps/react.js`)).toBe(true);
    expect(secretPart('node_modules/.cache/folio/vite/deps/react.js', { dev: true })).toBeUndefined();
    expect(secretPart('node_modules/.cache/folio/vite/deps/react.js')).toBe('node_modules/.cache');
    for (const file of ['node_modules/.cache/folio/mdx/a.js', 'node_modules/.cache/folio/vite', 'node_modules/.cache/other/vite/x', 'node_modules/.cache/folio/vite/deps/.env']) {
      expect(isFileLoadingAllowed(viteConfig, `${devRoot}/${file}`), file).toBe(false);
      expect(secretPart(file, { dev: true }), file).toBeDefined();
    }
  });

  const NAMES = ['.env', '.Env.dev', 'env', '.git', '.github', '.gitignore', 'id_rsa.pub', 'xid_rsa', 'a.pem', 'a.PEM.bak', 'pem', '.key', 'k.keystore', '.npmrc', 'npmrc', '.ssh', 'ssh', 'node_modules', '.cache', 'folio', 'vite', 'deps', '.nojekyll', '.well-known', 'img', 'x.png', 'a b', 'é'];

  it('property: for any path of names, the rule, Vite\'s deny list and serve agree', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 6 }), (names) => {
        const file = names.join('/');
        const { rule, dev, serve } = verdicts(file);
        expect(serve, file).toBe(rule);
        // Vite's matcher, with the dev exception of its own cache.
        expect(dev, file).toBe(secretPart(file, { dev: true }) !== undefined);
      }),
      { numRuns: 400 },
    );
  });
});

function folioErrorOf(run: () => unknown): FolioError {
  try {
    run();
  } catch (error) {
    if (isFolioError(error)) return error;
    throw error;
  }
  throw new Error('expected a FolioError');
}

/** A site with a static folder holding one ordinary file, a .env and a .git beside it. */
function site(label: string): string {
  const dir = makeTempDir(`secret-${label}`);
  mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  writeFileSync(path.join(dir, 'static/img/logo.png'), 'png');
  writeFileSync(path.join(dir, '.env'), 'TOKEN=1');
  mkdirSync(path.join(dir, '.git'));
  writeFileSync(path.join(dir, '.git/config'), '[core]');
  return dir;
}

const put = (dir: string, file: string, text = 'x') => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const link = (dir: string, at: string, target: string) => {
  mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
  symlinkSync(target, path.join(dir, at));
};

/** Shapes of a static folder that would publish a secret, and what the error must say. */
const SHAPES: Array<[string, (dir: string) => void, RegExp, string?]> = [
  ['a .env file', (dir) => put(dir, 'static/.env'), /^static\/\.env looks like a secret: /],
  ['a .env.local file, deep', (dir) => put(dir, 'static/a/b/.env.local'), /^static\/a\/b\/\.env\.local looks like a secret/],
  ['a .git folder', (dir) => put(dir, 'static/.git/config'), /^static\/\.git\/config looks like a secret \(static\/\.git\)/],
  ['a nested .git/config', (dir) => put(dir, 'static/vendor/lib/.git/config'), /^static\/vendor\/lib\/\.git\/config looks like a secret/],
  ['a private key', (dir) => put(dir, 'static/id_rsa'), /^static\/id_rsa looks like a secret/],
  ['a key by extension', (dir) => put(dir, 'static/tls/site.key'), /^static\/tls\/site\.key looks like a secret/],
  ['a certificate, upper case', (dir) => put(dir, 'static/CERT.PEM'), /^static\/CERT\.PEM looks like a secret/],
  ['node_modules/.cache', (dir) => put(dir, 'static/node_modules/.cache/tool/token.json'), /looks like a secret \(static\/node_modules\/\.cache\)/],
  ['an innocent link to .env', (dir) => link(dir, 'static/env.txt', '../.env'), /^static\/env\.txt is a symbolic link to \.\.\/\.env \(\.env\), which looks like a secret \(\.env\)/],
  ['an innocent link to .git/config', (dir) => link(dir, 'static/gitconfig', '../.git/config'), /^static\/gitconfig is a symbolic link to \.\.\/\.git\/config \(\.git\/config\), which looks like a secret \(\.git\)/],
  ['an innocent link to the .git folder', (dir) => link(dir, 'static/repo', '../.git'), /^static\/repo is a symbolic link to \.\.\/\.git \(\.git\), which looks like a secret \(\.git\)/],
  ['a link named .env to an innocent file', (dir) => link(dir, 'static/.env', 'img/logo.png'), /^static\/\.env looks like a secret \(read through static\/\.env, a symbolic link to img\/logo\.png\)/],
  [
    'a static folder that is a link to a folder holding .git/',
    (dir) => {
      put(dir, 'public-src/index.txt');
      put(dir, 'public-src/.git/HEAD');
      link(dir, 'static2', 'public-src');
    },
    /^static2\/\.git\/HEAD looks like a secret \(static2\/\.git\) \(read through static2, a symbolic link to public-src\)/,
    'static2',
  ],
];

describe('the build: checkStaticDir refuses every shape, naming the link and its target', () => {
  it.each(SHAPES)('%s', (_label, make, message, staticDir = 'static') => {
    const dir = site('shape');
    make(dir);
    const error = folioErrorOf(() => checkStaticDir(staticDir, { siteDir: dir }));
    expect(error.message).toMatch(message);
    expect(error.message).toContain('Folio never publishes');
    expect(error.hint).toContain('allowedSecretFiles');
  });

  it('an ordinary static folder, .nojekyll, .well-known/ and links to ordinary files pass', () => {
    const dir = site('ordinary');
    put(dir, 'static/.nojekyll', '');
    put(dir, 'static/.well-known/security.txt');
    put(dir, 'static/.gitignore');
    link(dir, 'static/logo.png', 'img/logo.png');
    expect(() => checkStaticDir('static', { siteDir: dir })).not.toThrow();
  });

  it('allowedSecretFiles lets one named file through (by its path or its target), and only that one', () => {
    const dir = site('allowed');
    put(dir, 'static/.well-known/pgp-key.asc', 'PUBLIC KEY');
    link(dir, 'static/env.txt', '../.env');
    const scope = (allowed: string[]) => ({ siteDir: dir, allowedSecretFiles: allowed });
    expect(folioErrorOf(() => checkStaticDir('static', scope([]))).message).toMatch(/pgp-key\.asc|env\.txt/);
    expect(folioErrorOf(() => checkStaticDir('static', scope(['static/.well-known/pgp-key.asc']))).message).toMatch(/^static\/env\.txt is a symbolic link/);
    expect(() => checkStaticDir('static', scope(['static/.well-known/pgp-key.asc', 'static/env.txt']))).not.toThrow();
    expect(() => checkStaticDir('static', scope(['./static/.well-known/pgp-key.asc', '.env']))).not.toThrow();
  });

  it.each([
    ['a page linked to .git/config', 'docs/notes.md', '../.git/config', /^docs\/notes\.md is a symbolic link to \.\.\/\.git\/config \(\.git\/config\), which looks like a secret \(\.git\)/],
    ['a page linked to .env', 'docs/settings.mdx', '../.env', /^docs\/settings\.mdx is a symbolic link to \.\.\/\.env \(\.env\), which looks like a secret/],
    ['a folder linked to .git', 'docs/history', '../.git', /^docs\/history is a symbolic link to \.\.\/\.git \(\.git\), which looks like a secret/],
    ['a nested page linked to a key', 'docs/a/b/key.md', '../../../keys/site.pem', /^docs\/a\/b\/key\.md is a symbolic link to .*site\.pem/],
  ])('content folders: %s is refused (a page renders its target)', (_label, at, target, message) => {
    const dir = site('content');
    put(dir, 'docs/intro.md', '# Intro');
    put(dir, 'keys/site.pem');
    link(dir, at, target);
    expect(folioErrorOf(() => checkFolderLinks(path.join(dir, 'docs'), siteGuard({ siteDir: dir }))).message).toMatch(message);
  });

  it('content folders: a file named like a secret that no page references, and links to ordinary files, pass', () => {
    const dir = site('content-ok');
    put(dir, 'docs/intro.md', '# Intro');
    put(dir, 'docs/.env', 'LOCAL=1');
    put(dir, 'shared/part.md', 'shared');
    link(dir, 'docs/part.md', '../shared/part.md');
    expect(checkFolderLinks(path.join(dir, 'docs'), siteGuard({ siteDir: dir }))).toBe(1);
  });

  it('a page\'s reference to such a file is refused: relative, through a link, and absolute in the static folder', () => {
    const dir = site('asset');
    put(dir, 'docs/intro.md', '# Intro');
    put(dir, 'docs/.env');
    put(dir, 'docs/keys/site.pem');
    link(dir, 'docs/notes.txt', '../.git/config');
    put(dir, 'static/.env');
    const guard = siteGuard({ siteDir: dir });
    const from = path.join(dir, 'docs');
    expect(checkAssetReference(guard, from, './.env').reason).toMatch(/^"\.\/\.env" cannot be published: docs\/\.env looks like a secret/);
    expect(checkAssetReference(guard, from, './%2Eenv').reason).toMatch(/cannot be published: docs\/\.env looks like a secret/);
    expect(checkAssetReference(guard, from, 'keys/site.pem').reason).toMatch(/docs\/keys\/site\.pem looks like a secret/);
    expect(checkAssetReference(guard, from, './notes.txt').reason).toMatch(/docs\/notes\.txt is a symbolic link to \.\.\/\.git\/config \(\.git\/config\), which looks like a secret/);
    expect(checkAssetReference(guard, from, '../.env').reason).toMatch(/cannot be published: \.env looks like a secret/);
    expect(checkStaticReference(guard, [path.join(dir, 'static')], '/', '/.env').reason).toMatch(/static\/\.env looks like a secret/);
    expect(checkAssetReference(siteGuard({ siteDir: dir, allowedSecretFiles: ['docs/keys/site.pem'] }), from, 'keys/site.pem')).toEqual({ file: path.join(dir, 'docs/keys/site.pem') });
  });
});

describe('allowedSecretFiles in the config schema', () => {
  const parse = (entries: unknown[]) => configSchema.safeParse({ title: 't', url: 'https://x.example.com', allowedSecretFiles: entries });
  it.each(['static/.well-known/pgp-key.asc', './static/id_rsa.pub', 'docs/keys/a.pem'])('%s is accepted', (entry) => {
    expect(parse([entry]).success).toBe(true);
  });
  it.each([
    ['../.env', /leads out of the site folder/],
    ['static/../../x', /leads out of the site folder/],
    ['/etc/ssl/a.pem', /is not a path relative to the site folder/],
    ['C:/keys/a.pem', /is not a path relative to the site folder/],
    ['', /is not a path relative to the site folder/],
    ['static\\a.pem', /backslash/],
    ['./', /names no file/],
  ])('%s is refused, at its index', (entry, message) => {
    const result = parse(['static/ok.asc', entry]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['allowedSecretFiles', 1]);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});

describe('dev and serve refuse the same files, however they are reached', () => {
  let server: RunningServer;
  let port = 0;
  let out = '';
  const SECRET = 'SECRET-BYTES-7f3a';

  beforeAll(async () => {
    out = makeTempDir('secret-serve');
    put(out, 'index.html', '<p>home</p>');
    put(out, '404.html', 'not here');
    put(out, '.nojekyll', '');
    put(out, '.well-known/security.txt', 'Contact: x');
    for (const file of ['.env', '.git/config', 'id_rsa', 'keys/a.pem', 'node_modules/.cache/t.json']) put(out, file, SECRET);
    link(out, 'env.txt', '.env');
    link(out, 'gitconfig', '.git/config');
    link(out, 'repo', '.git');
    server = await serveStatic({ dir: out, port: 0, host: '127.0.0.1' });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => server?.close());

  const get = (target: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each(['/.env', '/%2eenv', '/.ENV', '/.git/config', '/repo/config', '/id_rsa', '/keys/a.pem', '/node_modules/.cache/t.json', '/env.txt', '/gitconfig', '/.git/config.html'])(
    'serve: %s is not served',
    async (target) => {
      const answer = await get(target);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain(SECRET);
    },
  );

  it.each(['/.nojekyll', '/.well-known/security.txt', '/'])('serve: %s is served', async (target) => {
    expect((await get(target)).status).toBe(200);
  });

  it('dev: the guard refuses the same files in the public folder, directly or through a link', () => {
    const pub = path.join(devRoot, 'static');
    put(pub, 'img/logo.png', 'png');
    put(pub, '.well-known/security.txt');
    put(pub, 'server.pem');
    put(devRoot, '.env');
    put(devRoot, '.git/config');
    link(pub, 'env.txt', '../.env');
    link(pub, 'gitconfig', '../.git/config');
    link(pub, 'logo-link.png', 'img/logo.png');
    for (const url of ['/server.pem', '/env.txt', '/gitconfig', '/.env', '/.git/config', `/@fs${devRoot}/.env`]) expect(refusedInDev(viteConfig, url), url).toBe(true);
    for (const url of ['/img/logo.png', '/logo-link.png', '/.well-known/security.txt', '/missing.txt']) expect(refusedInDev(viteConfig, url), url).toBe(false);
  });
});
