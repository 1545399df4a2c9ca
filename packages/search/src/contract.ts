/**
 * Search's data between node and browser: the records and compact index files the builder
 * (build-index.ts) writes and the engine (client/) reads, and the plugin's global data. TYPES
 * ONLY (core's test/contract.test.ts checks).
 */

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/** A record in DocSearch's shape. */
export type SearchRecord = {
  objectID: string;
  url: string;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
};

/**
 * The compact index file of one version and language: hierarchies and page URLs are stored once
 * and records point at them.
 * records: [type index, hierarchy index, page index, anchor, content]
 */
export type IndexFile = {
  version: 1;
  /** The locale's name (`i18n.currentLocale`): the records' `language`, which contextual search filters on. */
  language: string;
  /**
   * The locale's BCP 47 language (`htmlLang`) when it differs from its name (a locale `jp` in
   * Japanese, `zh-Hans` in zh-Hans-CN): the language its words are cut and folded as.
   */
  htmlLang?: string;
  tag: string;
  pages: string[];
  hierarchies: Array<Array<string | null>>;
  records: Array<[number, number, number, string, string | null]>;
};

/** The search plugin's global data. */
export type SearchGlobalData = {
  mode: 'local' | 'algolia';
  /** Folder of the index files, relative to the base URL. */
  indexPath: string;
  /** The local index's name, which DocSearch keys the reader's recent searches by (`search({ indexName })`). */
  indexName?: string;
  /** The search page's path under the base URL (`/search`; Algolia's `searchPagePath`), null when the site has none. */
  searchPage?: string | null;
};
