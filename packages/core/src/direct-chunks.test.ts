import { describe, expect, it } from 'vitest';
import { chunkFileName, toDirectModule } from './direct-chunks.ts';

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
  ])('rewrites $name', ({ code, expected }) => {
    expect(toDirectModule(code)).toBe(expected);
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
  ])('leaves $name to the bundler', ({ code }) => {
    expect(toDirectModule(code)).toBeUndefined();
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
