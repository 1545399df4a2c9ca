import { describe, expect, it, vi } from 'vitest';

vi.mock('virtual:folio/site', () => ({ default: { url: 'https://x.example', baseUrl: '/', trailingSlash: undefined, themeConfig: {} } }));
vi.mock('virtual:folio/global-data', () => ({ default: {} }));

const { pageHeadHtml, HeadCollector } = await import('./head');
const site = { url: 'https://x.example', baseUrl: '/', themeConfig: { image: 'img/card.png' } } as never;
const defaults = { lang: 'en', dir: 'ltr' };

describe("the prerendered page head (entry-server's)", () => {
  it.each<[string, object[], string[], string[]]>([
    ["the site's image as og:image when no Head gives one", [{ title: 'T' }], ['<meta property="og:image" content="https://x.example/img/card.png">'], []],
    [
      "a Head's og:image tag replaces the site's (one og:image)",
      [{ title: 'T', tags: [{ tagName: 'meta', attributes: { property: 'og:image', content: 'https://cdn.example/p.png' } }] }],
      ['<meta property="og:image" content="https://cdn.example/p.png" data-rh="true">'],
      ['<meta property="og:image" content="https://x.example/img/card.png">'],
    ],
    ["a Head's image field, made absolute", [{ image: '/img/post.png' }], ['<meta property="og:image" content="https://x.example/img/post.png">'], ['card.png']],
  ])('%s', (_name, entries, present, absent) => {
    const { head } = pageHeadHtml(site, entries as never, defaults);
    for (const tag of present) expect(head.split('\n')).toContain(tag);
    for (const text of absent) expect(head).not.toContain(text);
    expect(head.match(/og:image/g)).toHaveLength(1);
  });

  it.each<[string, object[], string, string]>([
    ['no attributes from a Head: lang and dir', [{ title: 'T' }], 'lang="en" dir="ltr"', ''],
    ["the Heads' classes, <html> attributes (lang replaced) and <body> attributes", [{ htmlClassName: 'docs-page', htmlAttributes: { lang: 'fr', class: 'ignored', 'data-x': 'a"b' }, bodyAttributes: { class: 'home' } }, { bodyAttributes: { 'data-y': true } }], 'lang="fr" dir="ltr" data-x="a&quot;b" class="docs-page"', 'class="home" data-y'],
  ])('%s', (_name, entries, html, body) => {
    const result = pageHeadHtml(site, entries as never, defaults);
    expect(result.htmlAttributes).toBe(html);
    expect(result.bodyAttributes).toBe(body);
  });

  it('lists the inline scripts that run, as printed (for the Content-Security-Policy), not data or external ones', () => {
    const script = (attributes: Record<string, string | true>, content?: string) => ({ tagName: 'script', attributes, ...(content ? { content } : {}) });
    const { inlineScripts } = pageHeadHtml(
      site,
      [{ tags: [script({}, 'a("</script>")'), script({ type: 'module' }, 'b()'), script({ type: 'application/ld+json' }, '{}'), script({ src: '/c.js' })] }] as never,
      defaults,
    );
    expect(inlineScripts).toEqual(['a("<\\/script>")', 'b()']);
  });

  it('collects the Heads in render order; its fields are the merged ones', () => {
    const collector = new HeadCollector();
    collector.set({ title: 'A', description: 'D' });
    collector.set({ title: 'B' });
    expect(collector.entries).toHaveLength(2);
    expect(collector.data).toEqual({ title: 'B', description: 'D' });
  });
});
