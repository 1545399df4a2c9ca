/** create-folio: the CLI behind `npm create folio`, and its pure parts for tests. */
export { main, ownVersion, type CreateIo } from './main.ts';
export { parseArguments, USAGE, type CreateOptions, type ParsedArguments } from './args.ts';
export { DEFAULT_FOLDER, isCoreModuleName, packageName, packageNameFor, titleFor, type PackageName } from './names.ts';
export { FOLIO_PACKAGES, renderTemplateFile, sitePackageJson, templateFiles, writeSite, type SiteValues } from './scaffold.ts';
export { causeOf, readTarget, targetProblem, type CreateFs, type TargetState } from './target.ts';
export { PlaceError, placeSite } from './place.ts';
export { htmlText, jsString, markdownText, shellWord } from './literals.ts';
