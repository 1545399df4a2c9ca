/**
 * What a Docusaurus plugin's own `@docusaurus/mdx-loader` rule adds to its Markdown modules, on
 * Folio's compile. A content plugin run unchanged (a site's blog plugin wrapped in a local file, a
 * third-party content plugin) hands webpack a rule for its Markdown files whose loader options say
 * where each file's metadata is (`metadataPath(file)`: a JSON file its `contentLoaded` wrote with
 * `createData`) and which assets it has (`createAssets({ filePath, frontMatter })`). Docusaurus's
 * loader exports both from the file's module (`export { default as metadata } from '<json>'`,
 * `export const assets = { image: require('./x.png').default }`), and the plugin's theme reads
 * them (`content.metadata.permalink`). Folio compiles the Markdown itself; this adds those two
 * exports to the files the rule takes. The rule's other loader options (remark plugins, admonitions)
 * are the site's Markdown settings, which Folio's compile already follows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseFrontMatter } from '@folio/core';

/** The loader options of one mdx-loader rule that change a module's exports. */
export interface MdxLoaderRule {
  test: unknown;
  include: unknown;
  exclude: unknown;
  metadataPath?: (file: string) => string | undefined;
  /** Docusaurus 3.0–3.4 give it the metadata, later ones the file's path. */
  createAssets?: (input: { filePath: string; frontMatter: Record<string, unknown>; metadata: unknown }) => unknown;
  isMDXPartial?: (file: string) => boolean;
  /** The loader leaves the `# title` out (the blog's posts). */
  removeContentTitle?: boolean;
}

/** The export telling classic/bridge/markdown-content.ts to leave the title out (the same name there). */
export const REMOVE_CONTENT_TITLE = '__docusaurusRemoveContentTitle';

const MDX_LOADER = /@docusaurus[\\/]mdx-loader(?:[\\/]|$)/;

type Use = string | { loader?: unknown; options?: unknown };

/** PURE: whether one of a rule's own loaders (not its `oneOf` branches') is Docusaurus's mdx-loader. */
export function usesMdxLoader(rule: Record<string, unknown>): boolean {
  const uses = [rule.loader, ...[rule.use].flat()];
  return uses.some((use) => {
    const loader = typeof use === 'string' ? use : (use as { loader?: unknown } | undefined)?.loader;
    return typeof loader === 'string' && MDX_LOADER.test(loader);
  });
}

/** PURE: the rules (a `oneOf`'s branches included) whose loaders include Docusaurus's mdx-loader with options that add exports. */
export function mdxLoaderRules(rules: unknown[]): MdxLoaderRule[] {
  const found: MdxLoaderRule[] = [];
  const visit = (entry: unknown, inherited: Partial<MdxLoaderRule>) => {
    if (typeof entry !== 'object' || entry === null) return;
    const rule = entry as Record<string, unknown>;
    const scope = { test: rule.test ?? inherited.test, include: rule.include ?? inherited.include, exclude: rule.exclude ?? inherited.exclude };
    if (Array.isArray(rule.oneOf)) rule.oneOf.forEach((branch) => visit(branch, scope));
    if (Array.isArray(rule.rules)) rule.rules.forEach((branch) => visit(branch, scope));
    const uses = [rule.loader ? { loader: rule.loader, options: rule.options } : undefined, ...[rule.use].flat()].filter(Boolean) as Use[];
    for (const use of uses) {
      if (typeof use !== 'object' || typeof use.loader !== 'string' || !MDX_LOADER.test(use.loader)) continue;
      const options = (use.options ?? {}) as Record<string, unknown>;
      const fn = <T>(value: unknown) => (typeof value === 'function' ? (value as T) : undefined);
      const picked = { metadataPath: fn<MdxLoaderRule['metadataPath']>(options.metadataPath), createAssets: fn<MdxLoaderRule['createAssets']>(options.createAssets), isMDXPartial: fn<MdxLoaderRule['isMDXPartial']>(options.isMDXPartial) };
      if (picked.metadataPath || picked.createAssets) found.push({ ...scope, ...picked, ...(options.removeContentTitle === true ? { removeContentTitle: true } : {}) });
    }
  };
  rules.forEach((rule) => visit(rule, {}));
  return found;
}

/** PURE: whether a file meets a webpack rule condition (a path prefix, a RegExp, a function, a list of any; `{ and, or, not }`). */
export function meetsCondition(condition: unknown, file: string): boolean {
  // Webpack's string condition: the path starts with it (a folder or a file).
  if (typeof condition === 'string') return file.startsWith(condition);
  if (condition instanceof RegExp) return new RegExp(condition.source, condition.flags.replace('g', '')).test(file);
  if (typeof condition === 'function') return Boolean((condition as (value: string) => unknown)(file));
  if (Array.isArray(condition)) return condition.some((item) => meetsCondition(item, file));
  if (typeof condition === 'object' && condition !== null) {
    const { and, or, not } = condition as { and?: unknown[]; or?: unknown[]; not?: unknown };
    return (and === undefined || and.every((item) => meetsCondition(item, file))) && (or === undefined || or.some((item) => meetsCondition(item, file))) && (not === undefined || !meetsCondition(not, file));
  }
  return false;
}

/** PURE: whether a rule takes a file (no test or include: every file the other conditions take). */
export function ruleTakes(rule: Pick<MdxLoaderRule, 'test' | 'include' | 'exclude'>, file: string): boolean {
  if (rule.test !== undefined && !meetsCondition(rule.test, file)) return false;
  if (rule.include !== undefined && !meetsCondition(rule.include, file)) return false;
  return rule.exclude === undefined || !meetsCondition(rule.exclude, file);
}

/** PURE: `assets` as module code, as Docusaurus writes it: a `./` path is an import of the file (its URL), anything else left out. */
export function assetsExportCode(assets: unknown): { imports: string[]; code: string } {
  const imports: string[] = [];
  if (typeof assets !== 'object' || assets === null || Object.keys(assets).length === 0) return { imports, code: 'export const assets = undefined;' };
  const valueCode = (value: unknown): string | undefined => {
    if (Array.isArray(value)) return `[${value.map((item) => valueCode(item) ?? 'undefined').join(', ')}]`;
    if (typeof value !== 'string' || !value.startsWith('./')) return undefined;
    const name = `__folio_asset_${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(value)};`);
    return name;
  };
  const entries = Object.entries(assets).flatMap(([key, value]) => {
    const code = valueCode(value);
    return code === undefined ? [] : [`${JSON.stringify(key)}: ${code}`];
  });
  return { imports, code: `export const assets = {${entries.join(', ')}};` };
}

const declares = (code: string, name: string) => new RegExp(`export\\s+(?:const|let|var|function)\\s+${name}\\b|\\bas\\s+${name}\\s*[},]`).test(code);

/** The exports the first rule taking `file` adds, as code to append to its module; '' for none. */
export function mdxLoaderExports(rules: MdxLoaderRule[], file: string, code: string): string {
  const rule = rules.find((candidate) => ruleTakes(candidate, file));
  if (!rule || rule.isMDXPartial?.(file)) return '';
  const lines: string[] = rule.removeContentTitle ? [`export const ${REMOVE_CONTENT_TITLE} = true;`] : [];
  const found = rule.metadataPath?.(file);
  // A file no contentLoaded wrote metadata for (a draft in production) has none, as its module had none on Docusaurus (it is no route's).
  const metadataFile = found && existsSync(found) ? found : undefined;
  if (metadataFile && !declares(code, 'metadata')) lines.push(`export { default as metadata } from ${JSON.stringify(metadataFile)};`);
  if (rule.createAssets && !declares(code, 'assets') && (metadataFile || !rule.metadataPath)) {
    const frontMatter = parseFrontMatter(readFileSync(file, 'utf8'), file).data as Record<string, unknown>;
    const metadata = metadataFile ? JSON.parse(readFileSync(metadataFile, 'utf8')) : undefined;
    const { imports, code: assetsCode } = assetsExportCode(rule.createAssets({ filePath: file, frontMatter, metadata }));
    lines.push(...imports, assetsCode);
  }
  return lines.join('\n');
}
