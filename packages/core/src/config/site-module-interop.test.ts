import { describe, expect, it } from 'vitest';
import { withJitiInterop } from './site-module-interop.ts';

/** The first line of the rewritten code, without the helpers appended to it. */
const rewritten = (line: string) => withJitiInterop(line).replace(/ function __folioDefault[\s\S]*$/, '');

describe('withJitiInterop', () => {
  it.each([
    ['a named import', 'import { Joi } from "@docusaurus/utils-validation";', 'import * as __folioNs0 from "@docusaurus/utils-validation"; const Joi = __folioNamed(__folioNs0, "Joi");'],
    ['a renamed one', 'import { visit as walk, SKIP } from "unist-util-visit";', 'import * as __folioNs0 from "unist-util-visit"; const walk = __folioNamed(__folioNs0, "visit"), SKIP = __folioNamed(__folioNs0, "SKIP");'],
    ['a default import', 'import logger from "@docusaurus/logger";', 'import * as __folioNs0 from "@docusaurus/logger"; const logger = __folioDefault(__folioNs0);'],
    ['default and named', 'import fs, { readFile } from "fs-extra";', 'import * as __folioNs0 from "fs-extra"; const fs = __folioDefault(__folioNs0), readFile = __folioNamed(__folioNs0, "readFile");'],
    ['`default` by name', 'import { default as x } from "pkg";', 'import * as __folioNs0 from "pkg"; const x = __folioNamed(__folioNs0, "default");'],
    ['an absolute package path (a bundle outside the site)', 'import { a } from "file:///site/node_modules/a/index.js";', 'import * as __folioNs0 from "file:///site/node_modules/a/index.js"; const a = __folioNamed(__folioNs0, "a");'],
    ['a namespace import: as it is', 'import * as ns from "pkg";', 'import * as ns from "pkg";'],
    ['a side-effect import: as it is', 'import "pkg/register";', 'import "pkg/register";'],
    ["Node's modules: as they are", 'import path from "path";', 'import path from "path";'],
    ['node: modules too', 'import { createRequire } from "node:module";', 'import { createRequire } from "node:module";'],
    ['code that is not an import line', 'const x = "import { a } from \\"b\\";";', 'const x = "import { a } from \\"b\\";";'],
  ])('%s', (_case, line, expected) => {
    expect(rewritten(line)).toBe(expected);
  });

  it('keeps every line where it was (the source map holds) and adds the helpers once', () => {
    const code = ['import { a } from "one";', 'import b from "two";', 'console.log(a, b);', '//# sourceMappingURL=data:application/json;base64,e30='].join('\n');
    const out = withJitiInterop(code).split('\n');
    expect(out).toHaveLength(4);
    expect(out[2]).toBe('console.log(a, b);');
    expect(out[3]).toBe('//# sourceMappingURL=data:application/json;base64,e30=');
    expect(out.join('\n').match(/function __folioDefault/g)).toHaveLength(1);
    expect(out[1]).toBe('import * as __folioNs1 from "two"; const b = __folioDefault(__folioNs1);');
  });

  it.each([
    ['a CommonJS module compiled from ES (`__esModule`): its exports.default', { default: { __esModule: true, default: 'value', other: 1 } }, 'value'],
    ['plain CommonJS: module.exports', { default: { other: 1 } }, { other: 1 }],
    ['an ES module: its default', { default: 'esm default' }, 'esm default'],
    ['a function exported with __esModule but no default: itself', { default: Object.assign(() => 1, { __esModule: true }) }, 'function'],
  ])('default import of %s', (_case, namespace, expected) => {
    const code = `${withJitiInterop('import d from "pkg";').replace('import * as __folioNs0 from "pkg";', '')}\nreturn d;`;
    const value = new Function('__folioNs0', code)(namespace);
    expect(typeof expected === 'string' && expected === 'function' ? typeof value : value).toEqual(expected);
  });

  it.each([
    ['a name Node found', { Joi: 'found', default: { Joi: 'other' } }, 'found'],
    ['a name only on module.exports (a getter Node cannot see)', { default: { Joi: 'from exports' } }, 'from exports'],
    ['a name nowhere', { default: {} }, undefined],
  ])('named import: %s', (_case, namespace, expected) => {
    const code = `${withJitiInterop('import { Joi } from "pkg";').replace('import * as __folioNs0 from "pkg";', '')}\nreturn Joi;`;
    expect(new Function('__folioNs0', code)(namespace)).toBe(expected);
  });
});
