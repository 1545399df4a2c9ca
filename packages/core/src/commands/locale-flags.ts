/**
 * PURE: `--locale` as Docusaurus's CLI takes it. For `build` (commander's `-l, --locale
 * <locale...>`): given once or more, short or long, each followed by one or more locales (`--locale
 * fr ar`). For `start` (`dev`), one locale per flag, as Docusaurus's `start -l fr site` reads
 * `site` as the site folder; the flag repeated (`--locale fr --locale ar`) serves those locales at
 * once, a Folio addition (see devLocales). cac takes one value per flag and lets `-l` and
 * `--locale` overwrite each other, so the arguments are respelled as one `--locale <x>` per locale
 * before cac reads them. `build --merge <dirs>` is respelled the same way. Other commands are left
 * as they are.
 */
export function expandLocaleFlags(argv: string[]): string[] {
  const command = argv[2];
  if (command !== 'build' && command !== 'start' && command !== 'dev') return argv;
  const variadic = command === 'build';
  // `build --merge a b c` (Folio's) takes several folders the same way.
  const names = new Map<string, string>([['--locale', '--locale'], ['-l', '--locale'], ...(variadic ? [['--merge', '--merge'] as [string, string]] : [])]);
  const out = argv.slice(0, 3);
  for (let index = 3; index < argv.length; index++) {
    const arg = argv[index]!;
    const inline = /^(--locale|-l|--merge)=(.*)$/.exec(arg);
    if (inline && names.has(inline[1]!)) {
      out.push(names.get(inline[1]!)!, inline[2]!);
      continue;
    }
    const flag = names.get(arg);
    if (!flag) {
      out.push(arg);
      continue;
    }
    let taken = 0;
    while (index + 1 < argv.length && !argv[index + 1]!.startsWith('-') && (variadic || taken === 0)) {
      out.push(flag, argv[++index]!);
      taken++;
    }
    if (taken === 0) out.push(arg); // no value: cac says so
  }
  return out;
}

/** What `folio dev` serves: one locale (`locale`, undefined for the default one) or several at once (`locales`). */
export interface DevLocales {
  locale?: string;
  locales?: string[] | 'all';
}

/**
 * PURE: `--all-locales` serves every locale of the config at once; `--locale x` once serves x
 * alone (at its base URL, as `docusaurus start --locale x` does); `--locale x --locale y` serves
 * exactly those at once, each at its base URL (the default locale too when it is named). Both
 * flags together are refused: returns a message.
 */
export function devLocales(allLocales: boolean, named: string[] | undefined): DevLocales | string {
  const locales = [...new Set(named ?? [])];
  if (allLocales && locales.length) return `--all-locales serves every locale of the config: give it or --locale (${locales.join(', ')}), not both`;
  if (allLocales) return { locales: 'all' };
  if (locales.length > 1) return { locales };
  return locales.length ? { locale: locales[0]! } : {};
}
