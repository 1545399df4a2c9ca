/**
 * Builds the fixture sites with the real CLI, then serves each build with `folio serve` until the
 * run ends (the returned function is Playwright's teardown).
 */
import {
  BASIC_DIR,
  BASIC_PORT,
  LINKS_DIR,
  LINKS_PORT,
  UNICODE_DIR,
  UNICODE_PORT,
  buildSite,
  startCli,
  type RunningCli,
} from './helpers';

const SITES: [siteDir: string, port: number][] = [
  [BASIC_DIR, BASIC_PORT],
  [LINKS_DIR, LINKS_PORT],
  [UNICODE_DIR, UNICODE_PORT],
];

export default async function globalSetup(): Promise<() => Promise<void>> {
  await Promise.all(SITES.map(([siteDir]) => buildSite(siteDir)));
  const started = await Promise.allSettled(SITES.map(([siteDir, port]) => startCli('serve', siteDir, port)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server: RunningCli) => server.stop()));
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
