/**
 * Hostile titles end to end: create-folio writes a site with a title made of what breaks generated
 * source and markup, `folio build` builds it (the config loaded by Folio's own loader), and the
 * built pages show exactly the title in `<title>`, the navbar, the home page's heading, the footer's
 * copyright and the feeds. (safety.test.ts checks any title against the config's syntax; this
 * builds a few whole sites.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../packages/create-folio/src/main.ts';
import { describeRun, makeTempDir, removeTempDirs, runFolio } from '../packages/core/test/helpers.ts';

afterAll(() => removeTempDirs());

const TITLES = [
  "Acme <Tools> & \"Co\" 'n' `${process.exit(3)}` {{name}} </script> */ /* \\ ✨ 𝄞",
  'Line\none\u2028two\u2029three $' + '{globalThis.x} ${"}"} <!-- -->',
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** The text content of every element matching `open` (an opening tag pattern), tags inside removed. */
function texts(html: string, open: RegExp, tag: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(new RegExp(`${open.source}([\\s\\S]*?)</${tag}>`, 'g'))) found.push(decode(match[1]!.replace(/<[^>]*>/g, '')));
  return found;
}

describe('create-folio with a hostile title builds a site showing exactly that title', () => {
  it.each(TITLES.map((title) => [JSON.stringify(title), title]))('%s', async (_, title) => {
    const cwd = makeTempDir('hostile-title');
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['site', '--name', title], { cwd, out: (text) => out.push(text), err: (text) => err.push(text) });
    expect({ code, err: err.join('') }).toEqual({ code: 0, err: '' });
    const site = path.join(cwd, 'site');

    const result = await runFolio(['build', site], { timeoutMs: 240_000 });
    expect(result.code, describeRun(result)).toBe(0);
    const page = (route: string) => readFileSync(path.join(site, 'build', route, 'index.html'), 'utf8');

    const home = page('');
    expect(texts(home, /<title[^>]*>/, 'title')).toEqual([`Home | ${title}`]);
    expect(texts(home, /<b class="navbar__title">/, 'b')[0]).toBe(title);
    expect(texts(home, /<h1 class="_title_\w+">/, 'h1')).toEqual([title]);
    const year = new Date().getFullYear();
    expect(texts(page('docs/intro'), /<div class="footer__copyright">/, 'div')).toEqual([`Copyright © ${year} ${title}. Built with Folio.`]);
    const rss = readFileSync(path.join(site, 'build/blog/rss.xml'), 'utf8');
    expect(texts(rss, /<copyright>/, 'copyright')).toEqual([`Copyright © ${year} ${title}`]);
  }, 300_000);
});
