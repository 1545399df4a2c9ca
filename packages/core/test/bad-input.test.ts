/**
 * Integration tests of the real `folio` CLI (child processes): every bad input fails with a clear
 * message (the file, line and column where there are any, the key words of the problem, no stack
 * trace), exit code 1, and leaves the previous build output exactly as it was, with no
 * `build.tmp-*` folder behind. Also: two builds of the same input are byte-identical.
 *
 * Each test works on its own copy of tests/fixtures/basic under tests/.tmp/ (git-ignored). The
 * fixture is built once (for real, with the CLI) and each case starts from a copy of that built
 * site, so `build/` exists with known content before the input is broken.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copySite,
  describeRun,
  FIXTURES,
  hasAnsi,
  leftoverTempFolders,
  lineOf,
  makeTempDir,
  occupyPort,
  once,
  readText,
  removeTempDirs,
  replaceIn,
  runFolio,
  snapshotOutput,
  writeText,
  type CliResult,
  type OutputSnapshot,
} from './helpers.ts';

const BASIC = path.join(FIXTURES, 'basic');
const PLUGINS_LINE = "plugins: [markdownPages({ path: 'pages' })],";

/** A copy of tests/fixtures/basic, built once by the real CLI; every case copies it. */
let template: string;
let templateOutput: OutputSnapshot;

beforeAll(async () => {
  template = copySite(BASIC, 'bad-input-template');
  const result = await runFolio(['build', template]);
  if (result.code !== 0) throw new Error(`building the good fixture failed:\n${describeRun(result)}`);
  templateOutput = snapshotOutput(path.join(template, 'build'));
});

afterAll(() => removeTempDirs());

interface BrokenRun {
  site: string;
  /** build/ of the site before the input was broken. */
  before: OutputSnapshot;
  result: CliResult;
}

/** A built copy of the basic site, with a snapshot of its build/ folder. */
function builtSite(label: string): { site: string; before: OutputSnapshot } {
  const site = copySite(template, `bad-input-${label}`, { withOutput: true });
  const before = snapshotOutput(path.join(site, 'build'));
  // The copy starts from the same known output as the good build.
  expect(before.files).toEqual(templateOutput.files);
  return { site, before };
}

/** Copy the built site, break it with `edit`, then run `folio <args> <site>` (default: build). */
async function breakAndRun(
  label: string,
  edit: (site: string) => void,
  args: (site: string) => string[] = (site) => ['build', site],
  options: { cwd?: (site: string) => string; timeoutMs?: number } = {},
): Promise<BrokenRun> {
  const { site, before } = builtSite(label);
  edit(site);
  const result = await runFolio(args(site), { cwd: options.cwd?.(site), timeoutMs: options.timeoutMs });
  return { site, before, result };
}

/** Add plugin objects (source text) after the markdown pages plugin of the copied config. */
function addPlugins(site: string, pluginsSource: string): void {
  replaceIn(site, 'site.config.ts', PLUGINS_LINE, `plugins: [markdownPages({ path: 'pages' }), ${pluginsSource}],`);
}

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

/**
 * Exit code 1 (no hang, no crash by signal), an error line, no stack trace, build/ untouched
 * (index.html byte-identical, every other file too) and no temporary output folder left.
 */
function expectCleanFailure(run: BrokenRun, options: { skipLeftoverCheck?: boolean } = {}): void {
  const { result, site, before } = run;
  const report = describeRun(result);
  expect(result.timedOut, `folio did not exit (a hang)\n${report}`).toBe(false);
  expect(result.code, report).toBe(1);
  expect(result.stderr, report).toContain('[folio] error:');
  expect(result.stderr, 'a stack trace instead of a message').not.toMatch(STACK_FRAME);
  const after = snapshotOutput(path.join(site, 'build'));
  expect(after.indexHtml.equals(before.indexHtml), 'build/index.html changed').toBe(true);
  expect(after.files, 'build/ changed').toEqual(before.files);
  if (!options.skipLeftoverCheck) expect(leftoverTempFolders(site), 'temporary output folders left behind').toEqual([]);
}

/** `file:line` or `file:line:column` of a file under the site (absolute or relative in stderr). */
function location(file: string, line: number, column?: number): RegExp {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s/(])${escaped}:${line}${column === undefined ? '(:\\d+)?' : `:${column}`}(?!\\d)`, 'm');
}

/** The code frame line of `line` (marked with `>`) showing `text`. */
function frameLine(line: number, text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^>\\s*${line} \\| .*${escaped}`, 'm');
}

describe.concurrent('bad site.config.ts', () => {
  it('a config that throws at import names site.config.ts, the line of the throw, and the error', async () => {
    const run = await breakAndRun('config-throws', (site) => {
      writeText(
        site,
        'site.config.ts',
        [
          "import { defineConfig, markdownPages } from '@folio/core';",
          '',
          'const answer: number = 42;',
          'if (answer === 42) {',
          "  throw new Error('boom at import');",
          '}',
          '',
          "export default defineConfig({ title: 'x', url: 'https://x.example.com', plugins: [markdownPages({ path: 'pages' })] });",
          '',
        ].join('\n'),
      );
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(location('site.config.ts', 5, 9));
    expect(stderr).toContain('boom at import');
    expect(stderr).toMatch(/config file failed to load/);
    expect(stderr).toMatch(frameLine(5, "throw new Error('boom at import');"));
  });

  const syntaxError = once(() =>
    breakAndRun('config-syntax', (site) => {
      writeText(
        site,
        'site.config.ts',
        [
          "import { defineConfig, markdownPages } from '@folio/core';",
          '',
          'export default defineConfig({',
          "  title: 'Basic Site',",
          "  url: 'https://basic.example.com',",
          `  ${PLUGINS_LINE}`,
          '  tagline: ',
          '});',
          '',
        ].join('\n'),
      );
    }),
  );

  it('a config with a syntax error names site.config.ts, the line and the problem', async () => {
    const run = await syntaxError();
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(location('site.config.ts', 8));
    expect(run.result.stderr).toMatch(/Unexpected token "\}"/);
    expect(run.result.stderr).toMatch(frameLine(8, '});'));
  });

  it('a config syntax error reports a 1-based column with a caret under it', async () => {
    const { result } = await syntaxError();
    expect(result.stderr).toMatch(location('site.config.ts', 8, 1));
    expect(result.stderr).toMatch(/^>\s*8 \| \}\);\n\s+\| \^/m);
  });

  it('`title: 42` names `title`, the file and line, expected string and what it got', async () => {
    const run = await breakAndRun('config-title-type', (site) => {
      replaceIn(site, 'site.config.ts', "title: 'Basic Site',", 'title: 42,');
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(location('site.config.ts', lineOf(run.site, 'site.config.ts', 'title: 42'), 3));
    expect(stderr).toContain('`title`');
    expect(stderr).toMatch(/expected string/);
    expect(stderr).toMatch(/received number 42/);
    expect(stderr).not.toMatch(/received nothing/);
  });

  it('an unknown key `titel` suggests `title` and names the file and line', async () => {
    const run = await breakAndRun('config-unknown-key', (site) => {
      replaceIn(site, 'site.config.ts', "title: 'Basic Site',", "title: 'Basic Site',\n  titel: 'x',");
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(location('site.config.ts', lineOf(run.site, 'site.config.ts', 'titel:'), 3));
    expect(stderr).toMatch(/`titel` is not a known key/);
    expect(stderr).toMatch(/did you mean `title`/);
  });

  it('a nested wrong type (`i18n.locales: "en"`) names the key path, the file, line and expected array', async () => {
    const run = await breakAndRun('config-nested-type', (site) => {
      replaceIn(site, 'site.config.ts', "baseUrl: '/',", "baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: 'en' },");
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(location('site.config.ts', lineOf(run.site, 'site.config.ts', 'i18n:')));
    expect(stderr).toContain('`i18n.locales`');
    expect(stderr).toMatch(/expected array/);
    expect(stderr).toMatch(/received string "en"/);
  });
});

describe.concurrent('bad plugins', () => {
  it('a plugin that throws in load() is named, with the hook and its message', async () => {
    const run = await breakAndRun('plugin-load-throws', (site) => {
      addPlugins(site, "{ name: 'exploder', load() { throw new Error('kaboom while loading'); } }");
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toContain('plugin "exploder"');
    expect(stderr).toContain('load()');
    expect(stderr).toContain('kaboom while loading');
  });

  it('a plugin whose routes() returns one path twice fails with a duplicate error naming both sources', async () => {
    const run = await breakAndRun('plugin-duplicate-routes', (site) => {
      addPlugins(
        site,
        "{ name: 'twins', routes: () => [" +
          "{ path: '/twin', component: '@theme/MDXPage', source: 'twin-one.json' }, " +
          "{ path: '/twin', component: '@theme/MDXPage', source: 'twin-two.json' }] }",
      );
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(/two routes have the path \/twin/);
    expect(stderr).toContain('twin-one.json');
    expect(stderr).toContain('twin-two.json');
    expect(stderr).toContain('plugin "twins"');
  });

  // Fails after the output folder (build.tmp-*) has been written: checks it is removed and the
  // swap into build/ never happens.
  it('a plugin that throws in postBuild() is named and the half-written output is discarded', async () => {
    const run = await breakAndRun('plugin-postbuild-throws', (site) => {
      addPlugins(site, "{ name: 'late', postBuild() { throw new Error('postBuild went wrong'); } }");
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toContain('plugin "late"');
    expect(stderr).toContain('postBuild()');
    expect(stderr).toContain('postBuild went wrong');
  });
});

describe.concurrent('bad pages', () => {
  it('pages/a.md and pages/a/index.md (same route) fail with a duplicate error naming both files', async () => {
    const run = await breakAndRun('pages-duplicate-route', (site) => {
      writeText(site, 'pages/a.md', '# A\n');
      writeText(site, 'pages/a/index.md', '# A again\n');
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(/two routes have the path \/a\/?[\s:]/);
    expect(stderr).toMatch(/(^|[\s/(])pages\/a\.md\b/m);
    expect(stderr).toMatch(/(^|[\s/(])pages\/a\/index\.md\b/m);
  });

  it('an unclosed <div> in a .md page gives file:line:column and a code frame', async () => {
    const run = await breakAndRun('mdx-unclosed-div', (site) => {
      writeText(site, 'pages/guides/first.md', `${readText(site, 'pages/guides/first.md')}\n<div>\n\nunclosed\n`);
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    const line = lineOf(run.site, 'pages/guides/first.md', '<div>');
    expect(stderr).toMatch(location('pages/guides/first.md', line, 1));
    expect(stderr).toMatch(/closing tag for `<div>`/);
    expect(stderr).toMatch(frameLine(line, '<div>'));
  });

  it('an unclosed JSX expression `{` in an .mdx page gives file:line:column and a code frame', async () => {
    const run = await breakAndRun('mdx-unclosed-expression', (site) => {
      writeText(site, 'pages/guides/second.mdx', `${readText(site, 'pages/guides/second.mdx')}\nThe value is {answer +\n\nmore text\n`);
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    const line = lineOf(run.site, 'pages/guides/second.mdx', 'The value is {');
    expect(stderr).toMatch(new RegExp(`pages/guides/second\\.mdx:${line}:\\d+(?!\\d)`));
    expect(stderr).toMatch(/MDX syntax error/);
    expect(stderr).toMatch(/closing brace for `\{`/);
    expect(stderr).toMatch(frameLine(line, 'The value is {answer +'));
  });

  const brokenLink = once(() =>
    breakAndRun('page-broken-link', (site) => {
      writeText(site, 'pages/guides/first.md', `${readText(site, 'pages/guides/first.md')}\nSee [nowhere](/does-not-exist).\n`);
    }),
  );

  it('a broken link (onBrokenLinks: throw, the default) names the page and the missing target', async () => {
    const run = await brokenLink();
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(/broken link/);
    expect(stderr).toContain('/guides/first');
    expect(stderr).toContain('/does-not-exist');
  });

  it('a broken link names the Markdown file that contains it', async () => {
    const { result } = await brokenLink();
    expect(result.stderr).toMatch(/pages\/guides\/first\.md/);
  });

  const renderThrows = once(() =>
    breakAndRun('page-render-throws', (site) => {
      writeText(
        site,
        'pages/guides/second.mdx',
        `${readText(site, 'pages/guides/second.mdx')}\n{(() => { throw new Error('render boom'); })()}\n`,
      );
    }),
  );

  it('a page that throws while prerendering names the route, the file and the error', async () => {
    const run = await renderThrows();
    expectCleanFailure(run, { skipLeftoverCheck: true });
    const { stderr } = run.result;
    expect(stderr).toContain('rendering /guides/second');
    expect(stderr).toMatch(/pages\/guides\/second\.mdx/);
    expect(stderr).toContain('render boom');
  });

  it('a page that throws while prerendering leaves no build.tmp-* folder behind', async () => {
    const run = await renderThrows();
    expect(leftoverTempFolders(run.site)).toEqual([]);
  });

  it('an import that does not resolve gives the .mdx file:line:column of the import, no stack or colours', async () => {
    const run = await breakAndRun('mdx-unresolved-import', (site) => {
      writeText(
        site,
        'pages/guides/second.mdx',
        `${readText(site, 'pages/guides/second.mdx')}\nimport Missing from './missing-component.js';\n\n<Missing />\n`,
      );
    });
    expectCleanFailure(run);
    const { stderr, rawStderr } = run.result;
    const line = lineOf(run.site, 'pages/guides/second.mdx', 'missing-component');
    // The position is in the .mdx file (not in the compiled module): the quote of the specifier.
    expect(stderr).toMatch(location('pages/guides/second.mdx', line, 21));
    expect(stderr).toMatch(/Could not resolve '\.\/missing-component\.js'/);
    expect(stderr).toMatch(frameLine(line, "import Missing from './missing-component.js';"));
    expect(hasAnsi(rawStderr), 'ANSI colour escapes written to a pipe').toBe(false);
    expect(stderr, "Vite's own failure log on top of Folio's").not.toMatch(/Build failed/);
  });
});

describe.concurrent('bad front matter', () => {
  it('invalid YAML (`title: [unclosed`) names the file, line and column with a code frame', async () => {
    const run = await breakAndRun('front-matter-yaml', (site) => {
      writeText(
        site,
        'pages/guides/first.md',
        '---\ndescription: How to begin.\nsidebar_position: 2\ntitle: [unclosed\n---\n\nIntro paragraph.\n',
      );
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(location('pages/guides/first.md', 4, 17));
    expect(stderr).toMatch(/invalid front matter/);
    expect(stderr).toMatch(frameLine(4, 'title: [unclosed'));
  });

  it('front matter that is a list, not a map, names the file and line', async () => {
    const run = await breakAndRun('front-matter-list', (site) => {
      writeText(site, 'pages/list.md', '---\n- one\n- two\n---\n\n# List\n');
    });
    expectCleanFailure(run);
    const { stderr } = run.result;
    expect(stderr).toMatch(location('pages/list.md', 2));
    expect(stderr).toMatch(/invalid front matter: expected key: value pairs/);
    expect(stderr).toMatch(frameLine(2, '- one'));
  });
});

describe('port already in use', () => {
  for (const command of ['serve', 'dev'] as const) {
    it(`folio ${command} on a busy port says "already in use" and exits with 1`, async () => {
      const busy = await occupyPort();
      try {
        const run = await breakAndRun(
          `port-busy-${command}`,
          () => {},
          (site) => [command, site, '--port', String(busy.port)],
          { timeoutMs: 30_000 },
        );
        expectCleanFailure(run);
        const { stderr } = run.result;
        expect(stderr).toContain(`port ${busy.port}`);
        expect(stderr).toContain('already in use');
        expect(stderr).toContain('--port');
      } finally {
        await busy.close();
      }
    });
  }
});

describe('bad command line', () => {
  it('`folio bild` suggests `build` and exits with 1', async () => {
    const run = await breakAndRun(
      'cli-unknown-command',
      () => {},
      () => ['bild'],
      { cwd: (site) => site },
    );
    expectCleanFailure(run);
    expect(run.result.stderr).toContain('unknown command "bild"');
    expect(run.result.stderr).toMatch(/did you mean "build"/);
  });

  it('`folio bild` outside a site folder still suggests `build`', async () => {
    const empty = makeTempDir('bad-input-cli-unknown-command-no-site');
    const result = await runFolio(['bild'], { cwd: empty });
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stderr).toContain('unknown command "bild"');
    expect(result.stderr).toMatch(/did you mean "build"/);
  });

  for (const command of ['serve', 'dev'] as const) {
    it(`folio ${command} --port abc explains what a port must be`, async () => {
      const run = await breakAndRun(
        `cli-port-abc-${command}`,
        () => {},
        (site) => [command, site, '--port', 'abc'],
        { timeoutMs: 30_000 },
      );
      expectCleanFailure(run);
      expect(run.result.stderr).toMatch(/--port must be a whole number from 0 to 65535, not "abc"/);
    });
  }

  it('`folio serve --port` without a value gives a message, not a stack trace', async () => {
    const run = await breakAndRun('cli-port-missing', () => {}, (site) => ['serve', site, '--port']);
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(/--port/);
    expect(run.result.stderr).toMatch(/value is missing/);
  });

  it('`folio build --bogus` names the unknown option without a stack trace', async () => {
    const run = await breakAndRun('cli-unknown-option', () => {}, (site) => ['build', site, '--bogus']);
    expectCleanFailure(run);
    expect(run.result.stderr).toMatch(/Unknown option `--bogus`/i);
  });
});

describe('determinism', () => {
  it('two builds of the same input are byte-identical (cold cache, cold again, warm cache, other folder)', async () => {
    const site = copySite(BASIC, 'bad-input-determinism');
    const trees: Record<string, Record<string, string>> = {};
    const steps: Array<[string, () => void]> = [
      ['out-a', () => {}],
      // Remove the compile cache so the second build compiles every page again.
      ['out-b', () => rmSync(path.join(site, 'node_modules'), { recursive: true, force: true })],
      ['out-c', () => {}], // warm cache, written by out-b
    ];
    for (const [outDir, before] of steps) {
      before();
      const result = await runFolio(['build', site, '--out-dir', outDir]);
      expect(result.code, describeRun(result)).toBe(0);
      trees[outDir] = snapshotOutput(path.join(site, outDir)).files;
    }
    const a = trees['out-a']!;
    expect(Object.keys(a)).toContain('index.html');
    expect(Object.keys(a).some((file) => /^assets\/.+\.js$/.test(file))).toBe(true);
    expect(Object.keys(a).length).toBeGreaterThanOrEqual(8);
    expect(trees['out-b']).toEqual(a);
    expect(trees['out-c']).toEqual(a);
    // The template is the same input built in another folder: nothing depends on where it lives.
    expect(templateOutput.files).toEqual(a);
    expect(leftoverTempFolders(site)).toEqual([]);
  });
});
