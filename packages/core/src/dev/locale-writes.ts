/**
 * `folio dev` serving several locales (locales-host.ts) beside plugins that write files under the
 * same paths in every locale (`localeWritesDir`: Docusaurus's `.docusaurus/`, where createData
 * puts a locale's data). The locales load one after the other, so the disk holds the last one's
 * bytes; each locale's Vite server would read them. Here each locale records what its content
 * loading wrote (the first load and every reload of a plugin), and its server serves a file that
 * the locales wrote with other bytes from its own record.
 */
import type { Plugin as VitePlugin } from 'vite';
import { folderState, localeWritesDirs, writesSince, type LocaleWrites } from '../build/locale-writes.ts';
import type { SiteConfig } from '../plugin-api.ts';
import { writesByFile } from '../build/locale-group.ts';
import { clashingFiles } from '../vite/locale-writes-plugin.ts';

/** The records of the locales of one dev server, by locale. */
export class DevLocaleWrites {
  private readonly records = new Map<string, LocaleWrites>();
  private clashing: Set<string> | undefined;

  /** Runs `load` (a locale's content loading) and records the files it wrote. */
  async record<T>(locale: string, config: Pick<SiteConfig, 'plugins'>, load: () => Promise<T>): Promise<T> {
    const dirs = localeWritesDirs(config);
    if (!dirs.length) return load();
    const before = folderState(dirs);
    try {
      return await load();
    } finally {
      let own = this.records.get(locale);
      if (!own) this.records.set(locale, (own = new Map()));
      for (const [file, bytes] of writesSince(dirs, before)) own.set(file, bytes);
      this.clashing = undefined;
    }
  }

  /** The Vite plugin of `locale`'s server: a file the locales wrote differently, as this locale wrote it. */
  plugin(locale: string): VitePlugin {
    return {
      name: 'folio:dev-locale-writes',
      enforce: 'pre',
      load: (id) => {
        const file = id.split('?')[0]!;
        const bytes = this.records.get(locale)?.get(file);
        if (bytes === undefined || !this.clashingFiles().has(file)) return undefined;
        return bytes.toString('utf8');
      },
    };
  }

  private clashingFiles(): Set<string> {
    if (this.clashing) return this.clashing;
    const byFile = writesByFile([...this.records].map(([name, writes]) => ({ locale: { name }, writes })));
    return (this.clashing = clashingFiles(byFile));
  }
}
