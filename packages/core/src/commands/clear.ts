/** `folio clear [siteDir]`: remove the build output (only a folder Folio wrote) and Folio's caches. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config.ts';
import { cacheDir } from '../io/cache-dir.ts';
import { log } from '../log.ts';

export async function clearCommand(siteDir: string, configFile: string | undefined): Promise<void> {
  const root = path.resolve(siteDir);
  const config = await loadConfig(root, configFile);
  const { assertOutDirAllowed, baseSources, removeOutput, removeStaleTempDirs } = await import('../build/output-dir.ts');
  const out = { outDir: path.resolve(root, config.outDir), option: 'outDir', value: config.outDir };
  // Only a folder Folio may build into, and only if Folio wrote it (it holds the output marker).
  assertOutDirAllowed(out, { siteDir: root, sources: baseSources(root, config) });
  const removed = [...(removeOutput(out) ? [out.outDir] : []), ...removeStaleTempDirs(out.outDir).map((name) => path.join(path.dirname(out.outDir), name))];
  rmSync(cacheDir(root), { recursive: true, force: true });
  for (const dir of [...removed, cacheDir(root)]) log.info(`removed ${path.relative(process.cwd(), dir) || dir}`);
}
