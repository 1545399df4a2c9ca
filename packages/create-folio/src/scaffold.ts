/**
 * Writing a new site: the files under template/ with the site's title filled in, and a
 * package.json naming the Folio packages at create-folio's own version (all Folio packages share
 * one version). place.ts puts them where the user asked, all or nothing.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlText, jsString, markdownText } from './literals.ts';
import type { CreateFs } from './target.ts';

/** template/ beside src/ and dist/ alike. */
export const TEMPLATE_DIR = fileURLToPath(new URL('../template/', import.meta.url));

/** The Folio packages a new site uses (the home page imports @folio/theme). */
export const FOLIO_PACKAGES = ['@folio/core', '@folio/plugin-blog', '@folio/plugin-docs', '@folio/plugin-openapi', '@folio/plugin-pages', '@folio/search', '@folio/theme'];

export interface SiteValues {
  /** The package name of the new site. */
  name: string;
  title: string;
  /** The Folio version to depend on. */
  version: string;
}

/** npm leaves `.gitignore` out of packed tarballs, so the template keeps it under another name. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };

/**
 * What a template token becomes: `{{value:format}}`, the value written in the syntax of the place
 * the token stands in, never as bare text spliced into source or markup.
 */
const TOKENS: Record<string, (values: SiteValues) => string> = {
  'title:js': (values) => jsString(values.title),
  'title:html:js': (values) => jsString(htmlText(values.title)),
  'title:md': (values) => markdownText(values.title),
  'name:js': (values) => jsString(values.name),
};

const TOKEN = /\{\{([\w:]+)\}\}/g;

/**
 * PURE: the template file at `relative` as the new site gets it, its tokens filled in one pass
 * (so text a value brings, such as a title holding `{{name}}`, is never read as a token).
 */
export function renderTemplateFile(relative: string, text: string, values: SiteValues): string {
  return text.replace(TOKEN, (_whole, token: string) => {
    const render = TOKENS[token];
    if (!render) throw new Error(`create-folio's template ${relative} has an unknown token {{${token}}}`);
    return render(values);
  });
}

/** PURE: the new site's package.json. */
export function sitePackageJson(values: SiteValues): string {
  const folio = Object.fromEntries(FOLIO_PACKAGES.map((name) => [name, `^${values.version}`]));
  const manifest = {
    name: values.name,
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: {
      start: 'folio dev',
      build: 'folio build',
      serve: 'folio serve',
      clear: 'folio clear',
      'docs:version': 'folio docs:version',
    },
    dependencies: { ...folio, react: '^19.2.0', 'react-dom': '^19.2.0' },
    engines: { node: '>=20.19' },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The template's files, relative to it, with `/` separators. */
export function templateFiles(dir = TEMPLATE_DIR): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const TEXT = /\.(?:ts|tsx|css|md|mdx|json|ya?ml|svg)$|^gitignore$/;

/**
 * Write the site's files into `dir`, a new folder of create-folio's own (see place.ts); returns the
 * files written, relative to it. Every file is created with the `wx` flag.
 */
export function writeSite(dir: string, values: SiteValues, io: CreateFs = fs, template = TEMPLATE_DIR): string[] {
  const written: string[] = [];
  const write = (relative: string, data: string | Buffer) => {
    const file = path.join(dir, relative);
    io.mkdirSync(path.dirname(file), { recursive: true });
    io.writeFileSync(file, data, { flag: 'wx' });
    written.push(relative);
  };
  for (const relative of templateFiles(template)) {
    const base = path.posix.basename(relative);
    const destination = path.posix.join(path.posix.dirname(relative), RENAMED[base] ?? base);
    const data = fs.readFileSync(path.join(template, relative));
    write(destination, TEXT.test(base) ? renderTemplateFile(relative, data.toString('utf8'), values) : data);
  }
  write('package.json', sitePackageJson(values));
  return written;
}
