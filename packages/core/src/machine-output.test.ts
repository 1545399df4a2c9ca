import { describe, expect, it } from 'vitest';
import { llmsLine, machineUrls, markdownTwin, twinFile } from './machine-output.ts';

const options = {
  title: 'Page title',
  resolveFileLink: (url: string) => ({ './other.md': '/guides/other', '../intro.md': '/' })[url],
  twinUrl: (route: string) => `https://docs.example.com/${twinFile(route)}`,
  absoluteUrl: (pathname: string) => `https://docs.example.com${pathname}`,
};

describe('markdownTwin', () => {
  it.each([
    ['adds the title when the page has no h1', 'Some text.\n', '# Page title\n\nSome text.\n'],
    ['keeps an h1 the page has', '\n\n# Own title\n\nText.\n', '# Own title\n\nText.\n'],
    ['drops import and export lines', "import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n# T\n", '# T\n'],
    ['drops lines that are only JSX tags', '# T\n\n<Tabs>\n<TabItem value="a" label="A">\n\nInside.\n\n</TabItem>\n</Tabs>\n', '# T\n\nInside.\n'],
    ['turns an admonition into a block quote with its title', '# T\n\n:::tip[Good to know]\n\nLine one.\n\n:::\n\nAfter.\n', '# T\n\n> **Good to know**\n>\n> Line one.\n\nAfter.\n'],
    ['names an untitled admonition by its kind', '# T\n\n:::warning\nCareful.\n:::\n', '# T\n\n> **Warning**\n>\n> Careful.\n'],
    ['removes custom heading ids', '# T\n\n## Setup {#setup}\n\n## Other \\{#other\\}\n', '# T\n\n## Setup\n\n## Other\n'],
    ['resolves links to other pages to their twins', '# T\n\nSee [other](./other.md#part) and [home](../intro.md).\n', '# T\n\nSee [other](https://docs.example.com/guides/other.md#part) and [home](https://docs.example.com/index.md).\n'],
    ['makes root-relative links absolute and leaves external ones', '# T\n\n[a](/api) [b](https://x.org) ![i](/img/a.png) [c](#here)\n', '# T\n\n[a](https://docs.example.com/api) [b](https://x.org) ![i](https://docs.example.com/img/a.png) [c](#here)\n'],
    ['copies fenced code as written, even import lines, tags and blank lines', '# T\n\n```js\nimport x from "y";\n\n\n<Tabs>\n```\n', '# T\n\n```js\nimport x from "y";\n\n\n<Tabs>\n```\n'],
    ['keeps a summary as bold text', '# T\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n', '# T\n\n**More**\n\nHidden.\n'],
  ])('%s', (_name, input, expected) => {
    expect(markdownTwin(input, options)).toBe(expected);
  });
});

describe('twinFile', () => {
  it.each([
    ['/', 'index.md'],
    ['/configuration', 'configuration.md'],
    ['/guides/setup/', 'guides/setup.md'],
    ['/v0.26.0/API/get-all-bookmarks', 'v0.26.0/API/get-all-bookmarks.md'],
  ])('%s → %s', (route, file) => expect(twinFile(route)).toBe(file));
});

describe('machineUrls', () => {
  it.each([
    // [baseUrl, site path, page URL, twin URL]
    ['/', '/guides/a', 'https://x.org/guides/a', 'https://x.org/guides/a.md'],
    ['/', '/', 'https://x.org/', 'https://x.org/index.md'],
    ['/docs/', '/docs/intro', 'https://x.org/docs/docs/intro', 'https://x.org/docs/docs/intro.md'],
    ['/docs/', '/img/a.png', 'https://x.org/docs/img/a.png', 'https://x.org/docs/img/a.png.md'],
    ['/docs/', '/', 'https://x.org/docs/', 'https://x.org/docs/index.md'],
  ])('base %s: %s → %s', (baseUrl, sitePath, page, twin) => {
    const urls = machineUrls('https://x.org/', baseUrl);
    expect(urls.pageUrl(sitePath)).toBe(page);
    expect(urls.twinUrl(sitePath)).toBe(twin);
  });
});

describe('llmsLine', () => {
  it('escapes brackets in titles and keeps a description on one line', () => {
    expect(llmsLine('A [b]', 'https://x.org/a.md', ' One\n two ')).toBe('- [A \\[b\\]](https://x.org/a.md): One two');
  });
});
