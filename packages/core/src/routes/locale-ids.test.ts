import { describe, expect, it } from 'vitest';
import { splitLocaleQuery, withLocaleQuery } from './locale-ids.ts';

describe('a page module id with its locale', () => {
  it.each([
    ['/site/docs/intro.md', 'fr', '/site/docs/intro.md?folio-locale=fr'],
    ['/site/blog/post.md?truncated=true', 'pt-BR', '/site/blog/post.md?truncated=true&folio-locale=pt-BR'],
    ['\0virtual:folio/page/api/get.mdx', 'zh-Hans', '\0virtual:folio/page/api/get.mdx?folio-locale=zh-Hans'],
  ])('%s in %s is %s, and splits back', (id, locale, qualified) => {
    expect(withLocaleQuery(id, locale)).toBe(qualified);
    expect(splitLocaleQuery(qualified)).toEqual({ id, locale });
  });

  it.each([['/site/docs/intro.md'], ['/site/blog/post.md?truncated=true'], ['/site/a.css?inline']])('%s names no locale and is kept as it is', (id) => {
    expect(splitLocaleQuery(id)).toEqual({ id });
  });
});
