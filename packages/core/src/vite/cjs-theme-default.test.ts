import { describe, expect, it } from 'vitest';
import { cjsDefaultModule, isFlaggedCommonJs, themeComponentId } from './cjs-theme-default.ts';

describe('isFlaggedCommonJs', () => {
  it.each([
    ['Babel, with defineProperty', '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = Tabs;', true],
    ['TypeScript, with an assignment', 'exports.__esModule = true;\nexports.default = void 0;', true],
    ['plain CommonJS', 'module.exports = function Tabs() {};', false],
    ['an ES module that names the flag in a string', 'export default "exports.__esModule = true";\nimport x from "y";', false],
    ['an ES module', 'import React from "react";\nexport default function Tabs() {}', false],
  ])('%s: %s', (_what, code, expected) => {
    expect(isFlaggedCommonJs(code)).toBe(expected);
  });
});

describe('themeComponentId and cjsDefaultModule', () => {
  it('leave files that are not scripts as they are, and re-export a flagged file through a module of its own', () => {
    expect(themeComponentId('/theme/Tabs/styles.module.css')).toBe('/theme/Tabs/styles.module.css');
    expect(themeComponentId('/no/such/file.js')).toBe('/no/such/file.js');
    expect(cjsDefaultModule('\0folio-cjs-default:/t/Tabs/index.js')).toBe('export * from "/t/Tabs/index.js";\nexport { default } from "/t/Tabs/index.js";\n');
    expect(cjsDefaultModule('/t/Tabs/index.js')).toBeUndefined();
  });
});
