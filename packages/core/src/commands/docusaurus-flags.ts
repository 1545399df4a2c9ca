/**
 * PURE: Docusaurus's CLI flags that Folio accepts but cannot honour, each with what Folio does
 * instead, so that a site's package.json scripts run unchanged and say once what differs.
 */

/** cac's name of each flag (camelCase; `minify` is false after `--no-minify`) → [the flag as written, what Folio does]. */
const UNHONOURED: Record<string, [flag: string, instead: string]> = {
  bundleAnalyzer: ['--bundle-analyzer', 'Folio has no bundle analyzer; the build prints each step and its time'],
  minify: ['--no-minify', 'Folio always minifies the build'],
  dev: ['--dev', 'Folio builds in production mode; `folio start` runs React in development mode'],
  hotOnly: ['--hot-only', "Folio's dev server reloads the page when a hot update cannot be applied"],
  poll: ['--poll', 'Folio watches files with the file system’s change events'],
};

/** One warning line per flag given that Folio cannot honour. */
export function unhonouredFlags(flags: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [name, [flag, instead]] of Object.entries(UNHONOURED)) {
    const value = flags[name];
    const given = name === 'minify' ? value === false : value !== undefined && value !== false;
    if (given) lines.push(`${flag} is ignored: ${instead}`);
  }
  return lines;
}

/**
 * Docusaurus's `-h` is `--host` for `start` and `serve`; in Folio (as in most tools) `-h` is
 * `--help`. `-h <value>` after those commands is taken as the host; `-h` alone stays help.
 */
export function hostShortFlag(argv: string[]): string[] {
  const command = argv[2];
  if (command !== 'start' && command !== 'dev' && command !== 'serve') return argv;
  return argv.map((arg, index) => (arg === '-h' && index > 2 && argv[index + 1] !== undefined && !argv[index + 1]!.startsWith('-') ? '--host' : arg));
}

/** True when the last of `--open` / `--no-open` given is `--open` (Folio opens no browser unless asked). */
export function wantsOpen(argv: string[]): boolean {
  return argv.filter((arg) => arg === '--open' || arg === '--no-open').at(-1) === '--open';
}

/** Docusaurus commands Folio does not have, and what to do instead. */
export const NOT_IN_FOLIO: Record<string, string> = {
  swizzle: 'Folio has no swizzle: override a theme component by adding src/theme/<Name>/index.tsx (see the README)',
  deploy: "Folio has no deploy: build with `folio build` and publish the output folder with your host's tool",
};
