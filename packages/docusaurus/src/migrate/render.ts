/**
 * PURE: the `site.config.ts` a migrated Docusaurus site gets: Folio's imports, the notices as
 * comments, the mapped fields and the plugin calls. Functions of the old config cannot be written
 * as source; they are taken from the old file, which the written config imports (and says so).
 */
import { code, commentText, quote, referencesIn, toSource, type SourceContext } from './source.ts';

export interface RenderInput {
  /** The old config's file name, `docusaurus.config.js`. */
  configName: string;
  /** Its export is a function (called to get the config). */
  exportIsFunction: boolean;
  /** The loaded Docusaurus config, where functions are found. */
  docusaurus: Record<string, unknown>;
  site: Record<string, unknown>;
  calls: Array<{ factory: string; module: string; args: unknown[] }>;
  /** Names of prism-react-renderer's themes equal to `prism.theme` / `prism.darkTheme`. */
  prismThemes: { theme?: string; darkTheme?: string };
  notices: string[];
  /** Names the written values use besides the plugin factories (`openapi` in a docs plugin's sources). */
  imports: Array<{ name: string; module: string }>;
}

export interface Rendered {
  source: string;
  /** Where the functions taken from the old config are, in the written config. */
  kept: string[];
  /** Values neither written nor found in the old config (the caller stops). */
  unwritable: string[];
}

const OLD = 'docusaurus';

export function renderSiteConfig(input: RenderInput): Rendered {
  const references = referencesIn(input.docusaurus, OLD);
  const kept: string[] = [];
  const ctx: SourceContext = {
    unwritable: [],
    refer: (value, at) => {
      const expression = references.get(value);
      if (expression !== undefined) kept.push(at);
      return expression;
    },
  };
  const imports = new Map<string, Set<string>>([['@folio/core', new Set(['defineConfig'])]]);
  const use = (module: string, name: string) => imports.set(module, (imports.get(module) ?? new Set()).add(name));
  for (const { name, module } of input.imports) use(module, name);
  const plugins = input.calls.map((call, index) => {
    use(call.module, call.factory);
    return code(`${call.factory}(${call.args.map((arg) => toSource(arg, ctx, `plugins[${index}]`, '    ')).join(', ')})`);
  });
  const site: Record<string, unknown> = { ...input.site, plugins };
  const prism = input.site.prism as Record<string, unknown> | undefined;
  if (prism && (input.prismThemes.theme || input.prismThemes.darkTheme)) {
    use('prism-react-renderer', 'themes');
    site.prism = { ...prism };
    for (const key of ['theme', 'darkTheme'] as const) {
      const name = input.prismThemes[key];
      if (name) (site.prism as Record<string, unknown>)[key] = code(/^[A-Za-z_$][\w$]*$/.test(name) ? `themes.${name}` : `themes[${quote(name)}]`);
    }
  }
  const body = `export default defineConfig(${toSource(site, ctx)});`;
  // User text (file names, config keys, notices) reaches comments only through commentText.
  const comment = (text: string) => `// ${commentText(text)}`;
  const lines = [
    comment(`Written by \`folio migrate\` from ${input.configName}, with the meaning Folio gave it when it read that file.`),
    ...[...imports].map(([module, names]) => `import { ${[...names].join(', ')} } from ${quote(module)};`),
  ];
  if (kept.length) {
    const name = input.exportIsFunction ? `${OLD}Config` : OLD;
    lines.push(
      comment(`Functions cannot be written out as source: ${kept.map((at) => `\`${at}\``).join(', ')} ${kept.length === 1 ? 'is' : 'are'} taken from`),
      comment(`${input.configName}. Move ${kept.length === 1 ? 'it' : 'them'} into this file before deleting ${input.configName}.`),
      `import ${name} from ${quote(`./${input.configName}`)};`,
    );
    if (input.exportIsFunction) lines.push('', `const ${OLD} = await ${name}();`);
  }
  if (input.notices.length) {
    lines.push('', comment(`What Folio does not honour of ${input.configName} (as \`folio build\` reported it):`));
    lines.push(...input.notices.map((notice) => comment(`- ${notice.replace(/\s+/g, ' ')}`)));
  }
  lines.push('', body, '');
  return { source: lines.join('\n'), kept, unwritable: ctx.unwritable };
}
