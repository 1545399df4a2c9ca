import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { instantiate } from './instantiate.ts';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-instantiate-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

/** A schema as Joi's look to a plugin: `validate` gives `{ value }` or `{ error }`. */
const SCHEMA_PLUGIN = `
function schema() {
  return { validate: (options) => (typeof options.file === 'string' ? { value: { heading: 'Default', ...options } } : { error: new Error('"file" is required') }) };
}`;

/** Local plugin files in the module shapes sites write them in. */
const FILES: Record<string, string> = {
  'commonjs.js': `${SCHEMA_PLUGIN}\nmodule.exports = function p(context, options) { return { name: 'cjs', seen: options }; };\nmodule.exports.validateOptions = ({ validate, options }) => validate(schema(), options);\n`,
  'compiled.js': `${SCHEMA_PLUGIN}\nexports.default = function p(context, options) { return { name: 'compiled', seen: options }; };\nexports.validateOptions = ({ validate, options }) => validate(schema(), options);\n`,
  'module.mjs': `${SCHEMA_PLUGIN}\nexport default async function p(context, options) { return { name: 'esm', seen: options, title: context.siteConfig.title }; }\nexport const validateOptions = ({ validate, options }) => validate(schema(), options);\n`,
  'typed.ts': `export default function p(context: { baseUrl: string }, options: { id: string }) { return { name: 'typed', seen: { ...options, baseUrl: context.baseUrl } }; }\n`,
};
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.join(siteDir, 'plugins'), { recursive: true });
  writeFileSync(path.join(siteDir, 'plugins', file), text);
}
writeFileSync(path.join(siteDir, 'package.json'), '{"name":"s","private":true}\n');

const context = { siteConfig: { title: 'T' }, baseUrl: '/b/' };
const make = (target: Parameters<typeof instantiate>[0]['target'], options: Record<string, unknown> = {}) => instantiate({ target, options, where: 'plugins[0]' }, siteDir, context);

describe('instantiate', () => {
  it.each([
    ['./plugins/commonjs.js', 'cjs'],
    ['./plugins/compiled.js', 'compiled'],
    ['./plugins/module.mjs', 'esm'],
  ])('%s: its validateOptions gives the options, with an id', async (file, name) => {
    const instance = await make(file, { file: 'a.json' });
    expect(instance?.name).toBe(name);
    expect(instance?.hooks.seen).toEqual({ id: 'default', heading: 'Default', file: 'a.json' });
    expect(instance?.id).toBe('default');
  });

  it('a TypeScript file, and options without validateOptions get an id', async () => {
    const instance = await make('./plugins/typed.ts', { id: 'two' });
    expect(instance?.hooks.seen).toEqual({ id: 'two', baseUrl: '/b/' });
    expect(instance?.id).toBe('two');
  });

  it('a function written in the config, sync or async', async () => {
    expect((await make((ctx: unknown) => ({ name: 'inline', ctx })))?.hooks.ctx).toBe(context);
    expect((await make(async () => ({ name: 'later' })))?.name).toBe('later');
  });

  it('a plugin that returns null switches itself off', async () => {
    expect(await make(() => null)).toBeNull();
  });

  it.each<[string, Parameters<typeof instantiate>[0]['target'], Record<string, unknown>, RegExp]>([
    ['options its validateOptions refuses', './plugins/commonjs.js', {}, /`plugins\[0\]`: the plugin refused its options: "file" is required/],
    ['no name', () => ({}), {}, /must return an object with a `name`/],
    ['undefined', () => undefined, {}, /must return an object with a `name`/],
    ['a throw', () => { throw new Error('no way'); }, {}, /`plugins\[0\]`: the plugin failed when it was created: no way/],
    ['a file that is not there', './plugins/missing.js', {}, /Cannot find module|cannot be found/],
    ['a package that is not installed', 'not-installed-anywhere', {}, /the plugin "not-installed-anywhere" cannot be found in node_modules/],
  ])('refuses %s, naming the entry', async (_, target, options, message) => {
    await expect(make(target, options)).rejects.toThrow(message);
  });
});
