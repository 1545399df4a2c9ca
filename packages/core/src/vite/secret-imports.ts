/**
 * A module the bundler loads is published: its text goes into a chunk (`import key from
 * './.env?raw'`, `import cert from '@site/certs/site.pem?raw'`). A file of the site that looks like
 * a secret (io/secret-files.ts, the rule static folders, `folio serve` and `folio dev` apply) is
 * refused when it is loaded, by the path it is reached by and by its real path, unless the config's
 * `allowedSecretFiles` names it. Installed packages and Folio's cache (`node_modules/`) are not the
 * site's own files and are not judged here.
 */
import path from 'node:path';
import type { Plugin as VitePlugin } from 'vite';
import { FolioError } from '../errors.ts';
import { describeSecret, realOrSelf, SECRET_RULE, siteGuard, siteScopeOf, type ScopeContext, type SecretFound } from '../io/site-files.ts';

/** The file a module id names: no `\0` virtual module, query or hash. */
function fileOfId(id: string): string | undefined {
  if (id.startsWith('\0') || id.startsWith('virtual:')) return undefined;
  const file = id.replace(/[?#].*$/s, '');
  return path.isAbsolute(file) ? file : undefined;
}

/** Is `file` below a `node_modules` folder of the site (a package, or Folio's cache)? */
function inPackages(siteDir: string, file: string): boolean {
  const relative = path.relative(siteDir, file);
  return relative.split(/[\\/]/).includes('node_modules');
}

/**
 * The dev server refuses such a module when it is asked for; a build notes it and fails once the
 * module graph is known, naming the modules that import it (a module's importers are not known yet
 * while it loads). The build writes into a temporary folder, so nothing reaches the output.
 */
export function secretImportsPlugin(ctx: ScopeContext): VitePlugin {
  const guard = siteGuard(siteScopeOf(ctx));
  const found = new Map<string, SecretFound>();
  const refusal = (secret: SecretFound, importers: readonly string[], file: string) => {
    const { message, hint } = describeSecret(secret);
    const named = importers.filter((importer) => fileOfId(importer));
    if (!named.length) return new FolioError(message, { file, hint });
    const names = named.map((importer) => guard.shown(importer)).join(', ');
    const what = secret.shownReal === secret.shown ? secret.shown : `${secret.shown} (${secret.shownReal})`;
    const verb = named.length > 1 ? 'import' : 'imports';
    return new FolioError(`${names} ${verb} ${what}, which looks like a secret (${secret.part}): ${SECRET_RULE}`, { file: named[0], hint });
  };
  return {
    name: 'folio:secret-imports',
    enforce: 'pre',
    buildStart() {
      found.clear();
    },
    load(id) {
      const file = fileOfId(id);
      if (!file || inPackages(ctx.siteDir, file)) return null;
      const real = realOrSelf(file);
      if (real !== file && inPackages(ctx.siteDir, real)) return null;
      const secret = guard.secret(file, real);
      if (!secret) return null;
      if (this.meta.watchMode) throw refusal(secret, [], file);
      found.set(id, secret);
      return '';
    },
    buildEnd() {
      const [first] = found;
      if (!first) return;
      const [id, secret] = first;
      throw refusal(secret, this.getModuleInfo(id)?.importers ?? [], fileOfId(id)!);
    },
  };
}
