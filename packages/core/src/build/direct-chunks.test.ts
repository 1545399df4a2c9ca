import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSync } from 'rolldown/utils';
import { chunkFileName, DirectChunkWriter, toDirectModule } from './direct-chunks.ts';

const parse = (code: string) => parseSync('page.js', code, { sourceType: 'module' }).program;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('toDirectModule', () => {
  it.each([
    {
      name: 'the JSX runtime import of a compiled page',
      code: 'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";\nexport const toc = [];',
      expected: 'const {Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs} = globalThis.__folioJsx;\nexport const toc = [];',
    },
    { name: 'one binding without a rename', code: "import { jsx } from 'react/jsx-runtime';\nx", expected: 'const {jsx} = globalThis.__folioJsx;\nx' },
    { name: 'a module with no imports (props)', code: 'export default JSON.parse("{}");\n', expected: 'export default JSON.parse("{}");\n' },
    {
      name: 'import text inside a string',
      code: 'import {jsx as _jsx} from "react/jsx-runtime";\nconst s = "import x from \'y\'; import(\'z\')";',
      expected: 'const {jsx: _jsx} = globalThis.__folioJsx;\nconst s = "import x from \'y\'; import(\'z\')";',
    },
    {
      name: 'require( inside a string (a code sample)',
      code: 'import {jsx as _jsx} from "react/jsx-runtime";\nconst s = "const a = require(\'a\');";',
      expected: 'const {jsx: _jsx} = globalThis.__folioJsx;\nconst s = "const a = require(\'a\');";',
    },
  ])('rewrites $name', ({ code, expected }) => {
    expect(toDirectModule(code, parse)).toBe(expected);
  });

  it('leaves a module whose text says `require(` to the bundler when no parser is given to tell', () => {
    expect(toDirectModule('const s = "require(\'a\')";\n')).toBeUndefined();
    expect(toDirectModule('const s = "require(\'a\')";\n', parse)).toBe('const s = "require(\'a\')";\n');
  });

  it.each([
    { name: 'another import', code: 'import {jsx as _jsx} from "react/jsx-runtime";\nimport Tabs from "@theme/Tabs";' },
    { name: 'only another import', code: 'import Chart from "./chart.tsx";\nexport default Chart;' },
    { name: 'a dynamic import', code: 'import {jsx as _jsx} from "react/jsx-runtime";\nconst m = import("./x.js");' },
    { name: 'import.meta', code: 'import {jsx as _jsx} from "react/jsx-runtime";\nconst u = import.meta.url;' },
    { name: 'a re-export', code: 'export * from "./shared.js";' },
    { name: 'a default import of the runtime', code: 'import runtime from "react/jsx-runtime";' },
    { name: 'a namespace import of the runtime', code: 'import * as runtime from "react/jsx-runtime";' },
    { name: 'code that does not parse', code: 'import {jsx from "react/jsx-runtime"' },
    { name: 'a require() call (a site plugin may make it an import)', code: 'import {jsx as _jsx} from "react/jsx-runtime";\nconst img = _jsx("img", { src: require("./x.png").default });' },
    { name: 'a require() call in a module without imports', code: 'export default require("./data.json");' },
  ])('leaves $name to the bundler', ({ code }) => {
    expect(toDirectModule(code, parse)).toBeUndefined();
  });
});

describe('chunkFileName', () => {
  it.each([
    ['intro.md', 'a', /^assets\/intro-[A-Za-z0-9]{8}\.js$/],
    ['01-Get started!.mdx', 'a', /^assets\/01-Get-started-[A-Za-z0-9]{8}\.js$/],
    ['....md', 'a', /^assets\/page-[A-Za-z0-9]{8}\.js$/],
    ['props', 'a', /^assets\/props-[A-Za-z0-9]{8}\.js$/],
  ])('%s → a readable, hashed asset name', (stem, code, pattern) => {
    expect(chunkFileName(stem, code)).toMatch(pattern);
  });

  it('depends on the content only', () => {
    expect(chunkFileName('a.md', 'x')).not.toBe(chunkFileName('a.md', 'y'));
    expect(chunkFileName('a.md', 'x')).toBe(chunkFileName('a.md', 'x'));
  });
});

describe('DirectChunkWriter', () => {
  const page = (text: string) => `import {jsx as _jsx} from "react/jsx-runtime";\nexport default function Page() { return _jsx("p", { children: ${JSON.stringify(text)} }); }\n`;

  it('writes minified pages and props modules, one file per distinct chunk, and leaves bundler pages alone', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'folio-direct-'));
    dirs.push(out);
    const writer = new DirectChunkWriter(out);
    writer.propsModule('a.js', { title: 'A' });
    writer.propsModule('b.js', { title: 'A' }); // same data: same file
    writer.page('/docs/intro.md', '/docs/intro.md', page('Hello'));
    writer.page('/v1/intro.md', '/v1/intro.md', page('Hello')); // a version repeating the page
    writer.page('/docs/intro.md', '/docs/intro.md', page('ignored: already seen'));
    writer.page('/docs/chart.mdx', '/docs/chart.mdx', 'import Chart from "./chart.tsx";\nexport default Chart;');
    writer.page('virtual:folio/page/api-x', { id: 'api-x', mdx: '' } as never, page('API'));
    const { pages, props } = await writer.done();
    expect([...props.keys()].sort()).toEqual(['a.js', 'b.js']);
    expect(props.get('a.js')!.file).toBe(props.get('b.js')!.file);
    expect(props.get('a.js')!.moduleId).toBe('\0virtual:folio/props/a.js');
    expect([...pages.keys()].sort()).toEqual(['/docs/intro.md', '/v1/intro.md', 'virtual:folio/page/api-x']);
    expect(pages.get('/docs/intro.md')!.file).toBe(pages.get('/v1/intro.md')!.file);
    expect(pages.get('virtual:folio/page/api-x')!.moduleId).toBe('\0virtual:folio/page/api-x');
    const written = readdirSync(path.join(out, 'assets')).sort();
    expect(written).toHaveLength(3);
    const intro = readFileSync(path.join(out, pages.get('/docs/intro.md')!.file), 'utf8');
    expect(intro).toContain('globalThis.__folioJsx');
    expect(intro).toContain('Hello');
    expect(intro.length).toBeLessThan(page('Hello').length); // minified
  });

  it('reports a chunk it cannot write, naming the file', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'folio-direct-'));
    dirs.push(out);
    writeFileSync(path.join(out, 'assets'), 'a file where the folder should be');
    const writer = new DirectChunkWriter(out);
    writer.propsModule('a.js', { title: 'A' });
    const error = await writer.done().then(() => undefined, (reason: unknown) => reason);
    // The path is in the message (fs-messages.ts), with the cause in plain words.
    expect(error).toMatchObject({ message: expect.stringContaining(`cannot write the chunk ${path.join(out, 'assets')}`) });
    expect((error as Error).message).toMatch(/a file is in the way/);
  });
});
