/** create-folio: the CLI behind `npm create folio`, and its pure parts for tests. */
export { main, ownVersion, type CreateIo } from './main.ts';
export { parseArguments, USAGE, type CreateOptions, type ParsedArguments } from './args.ts';
export { DEFAULT_FOLDER, packageNameFor, titleFor } from './names.ts';
export { FOLIO_PACKAGES, renderTemplateFile, sitePackageJson, templateFiles, writeSite, type SiteValues } from './scaffold.ts';
export { readTarget, targetProblem, type TargetState } from './target.ts';
