/**
 * PURE: `--locale` as Docusaurus's CLI takes it for `build` (commander's `-l, --locale <locale...>`):
 * given once or more, short or long, each followed by one or more locales (`--locale fr ar`). cac
 * takes one value per flag and lets `-l` and `--locale` overwrite each other, so the arguments are
 * respelled as one `--locale <x>` per locale before cac reads them. Other commands take one locale.
 */
export function expandLocaleFlags(argv: string[]): string[] {
  if (argv[2] !== 'build') return argv;
  const out = argv.slice(0, 3);
  for (let index = 3; index < argv.length; index++) {
    const arg = argv[index]!;
    const inline = /^(?:--locale|-l)=(.*)$/.exec(arg);
    if (inline) {
      out.push('--locale', inline[1]!);
      continue;
    }
    if (arg !== '--locale' && arg !== '-l') {
      out.push(arg);
      continue;
    }
    let taken = 0;
    while (index + 1 < argv.length && !argv[index + 1]!.startsWith('-')) {
      out.push('--locale', argv[++index]!);
      taken++;
    }
    if (taken === 0) out.push(arg); // no value: cac says so
  }
  return out;
}
