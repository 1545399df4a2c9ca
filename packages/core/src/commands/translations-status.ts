/**
 * `folio translations status [siteDir] [--locale x] [--check] [--json]` and
 * `folio translations mark [siteDir] [files...] [--locale x]`: translation staleness
 * (io/translation-record.ts keeps the records). The files come from the plugins'
 * `translatedSources` hook, for every locale but the default one unless `--locale` names some.
 * `mark` records the current revision of each translated file's source (every file, or those named:
 * a translated file or its source); a file whose front matter has `translated_from` gets it there,
 * every other in the locale's lock file.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config.ts';
import { localizationDir } from '../config/i18n.ts';
import { FolioError } from '../errors.ts';
import { readTranslationRecord, recordKey, sourceHash, translationState, withFrontMatterRevision, writeTranslationRecord, type TranslationRecord } from '../io/translation-record.ts';
import { callHook } from '../load/host.ts';
import { createContext } from '../load/site.ts';
import { log } from '../log.ts';
import type { Context, TranslatedSource } from '../plugin-api.ts';
import { writeFileAtomic } from '../write-atomic.ts';
import { checkFailure, formatStatusTable, localeStatus, statusJson, type LocaleStatus } from './translations-status-table.ts';

export interface TranslationsOptions {
  siteDir: string;
  configFile?: string | undefined;
  /** Default: every locale but the default one. */
  locales?: string[] | undefined;
}

interface LocaleSources {
  ctx: Context;
  record: TranslationRecord;
  sources: TranslatedSource[];
}

/** Each locale's context, records and translated sources. */
async function localeSources(options: TranslationsOptions): Promise<LocaleSources[]> {
  const siteDir = realpathSync(path.resolve(options.siteDir));
  const base = await loadConfig(siteDir, options.configFile);
  const { defaultLocale, locales: configured } = base.i18n;
  const locales = options.locales?.length ? [...new Set(options.locales)] : configured.filter((locale) => locale !== defaultLocale);
  const unknown = locales.filter((locale) => !configured.includes(locale));
  if (unknown.length) throw new FolioError(`the config's \`i18n.locales\` does not list ${unknown.map((locale) => `"${locale}"`).join(', ')}`, { hint: `the config's locales: ${configured.join(', ')}` });
  const found: LocaleSources[] = [];
  for (const locale of locales) {
    const config = locale === base.i18n.currentLocale ? base : await loadConfig(siteDir, options.configFile, { locale });
    const ctx = createContext(siteDir, config, 'command');
    const sources: TranslatedSource[] = [];
    for (const plugin of config.plugins) {
      if (!plugin.translatedSources) continue;
      const content = plugin.load ? await callHook(plugin, 'load', () => plugin.load!(ctx)) : undefined;
      sources.push(...(await callHook(plugin, 'translatedSources', () => plugin.translatedSources!(content, ctx))));
    }
    found.push({ ctx, record: readTranslationRecord(localizationDir(siteDir, config.i18n)), sources });
  }
  return found;
}

/** The status of every locale asked for. */
export async function translationsStatus(options: TranslationsOptions): Promise<LocaleStatus[]> {
  return (await localeSources(options)).map(({ ctx, record, sources }) =>
    localeStatus(
      ctx.config.i18n.currentLocale,
      sources.map(({ source, translation }) => ({
        file: path.relative(ctx.siteDir, translation).split(path.sep).join('/'),
        state: existsSync(translation) ? translationState(record, source, translation) : 'missing',
      })),
    ),
  );
}

/** The command: prints the table (or JSON); with `check`, fails naming the stale and missing files. */
export async function translationsStatusCommand(options: TranslationsOptions & { check?: boolean; json?: boolean }): Promise<LocaleStatus[]> {
  const statuses = await translationsStatus(options);
  // The command's result: printed even when FOLIO_QUIET drops progress lines.
  console.log(options.json ? JSON.stringify(statusJson(statuses), null, 2) : formatStatusTable(statuses));
  const failure = options.check ? checkFailure(statuses) : undefined;
  if (failure) throw new FolioError(failure, { hint: 'update the translations, then record them with `folio translations mark`' });
  return statuses;
}

/** `mark`: records the current revision of the translated files' sources; returns the translated files marked. */
export async function markTranslations(options: TranslationsOptions & { files?: string[] }): Promise<string[]> {
  const named = new Set((options.files ?? []).map((file) => realPath(path.resolve(file))));
  const matched = new Set<string>();
  const marked: string[] = [];
  for (const { ctx, record, sources } of await localeSources(options)) {
    let recordChanged = false;
    for (const { source, translation, exists } of sources) {
      const hit = [translation, source].map(realPath).find((file) => named.has(file));
      if (!exists || (named.size && hit === undefined)) continue;
      if (hit !== undefined) matched.add(hit);
      const hash = sourceHash(source);
      const text = readFileSync(translation, 'utf8');
      const updated = withFrontMatterRevision(text, hash);
      if (updated !== undefined) {
        if (updated !== text) writeFileAtomic(translation, updated);
      } else {
        record.files[recordKey(record, translation)] = { source: path.relative(ctx.siteDir, source).split(path.sep).join('/'), hash };
        recordChanged = true;
      }
      marked.push(translation);
      log.info(`marked ${path.relative(process.cwd(), translation)} (${ctx.config.i18n.currentLocale}) as translating ${hash}`);
    }
    if (recordChanged) writeTranslationRecord(record);
  }
  const unmatched = [...named].filter((file) => !matched.has(file));
  if (unmatched.length) {
    throw new FolioError(`no translated file of the locales asked for is, or translates, ${unmatched.map((file) => path.relative(process.cwd(), file)).join(', ')}`, {
      hint: '`folio translations status` lists the translated files; name a file that exists in a locale',
    });
  }
  return marked;
}

/** The path with its links resolved when it exists, so that a file named through a link matches. */
function realPath(file: string): string {
  return existsSync(file) && statSync(file).isFile() ? realpathSync(file) : file;
}
