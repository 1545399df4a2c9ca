/**
 * What @folio/plugin-blog reuses of the docs plugin, so posts are read, reported and written for
 * machines as docs are: the content scan (title, first paragraph), the combined error report, the
 * Markdown twin and its URLs.
 */
export { scanContent } from './docs.ts';
export { combineErrors, throwCollected } from './errors.ts';
export { markdownTwin, twinFile } from './markdown-twin.ts';
export { llmsLine, machineUrls } from './machine-output.ts';
