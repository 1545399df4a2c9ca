/**
 * PURE: how each language's text is folded and cut into words, for the index (built in the
 * browser from the index file, whose `language` names it) and the query alike.
 *
 * | language | diacritics | why |
 * | --- | --- | --- |
 * | en, and any language not listed (fr, it, pt, nl, pl, cs, el, hi…) | folded | accents are typed inconsistently ("cafe" for "café") and folding rarely merges two words |
 * | de | folded, ß as ss | as German collation and search do (ä = a; "Strasse" is how Swiss German writes "Straße") |
 * | es | folded but ñ | ñ is a letter of its own: "año" (year) is not "ano" |
 * | sv, fi, da, nb, nn, no | folded but å ä ö | letters of their own: "för" (for) is not "for" (went), "får" not "far" |
 * | tr, az | ç ğ ş ö ü ı kept, â î û folded; Turkish case (I ↔ ı, İ ↔ i) | distinct letters ("sık" is not "şık"); the circumflex only marks a long vowel |
 * | ru, be, bg | й ў kept, ё folded to е | й is a letter ("мой" is not "мои"); ё is commonly written е |
 * | uk | й ї kept | letters of their own ("її" is not "ii") |
 * | vi | kept | tones tell words apart: ma, má, mà, mả, mã, mạ are six words |
 * | ar, fa, ur | vowel marks (harakat) and tatweel removed, hamza forms of alef folded | they are optional in writing |
 * | he, yi | vowel points (niqqud) removed | optional in writing |
 * | zh, ja | folded (full-width letters, dakuten kept) | |
 * | ko | as en (syllables decomposed into jamo, so a syllable being typed matches) | |
 *
 * Words: zh, ja, th, lo, km and my are written without spaces, so their runs of those scripts are
 * cut into words with `Intl.Segmenter(language, { granularity: 'word' })` (character pairs where a
 * browser lacks it: Firefox before 125); Korean attaches particles to words, so every query word
 * of a Korean index also matches as a prefix. Outside en, combining marks that stay (Indic vowel
 * signs, Thai tone marks, kept diacritics) are part of a word instead of splitting it.
 */

export interface LanguageProfile {
  /** The language's primary subtag ('zh' for zh-Hans), or '' for the default profile. */
  language: string;
  /** Removes the combining marks the language folds, from NFKD text. */
  strip: RegExp;
  /** Lower-cases with the language's rules (Turkish dotted and dotless i) before decomposing. */
  lowerLocale?: string;
  /** Replacements after lower-casing and folding (German ß). */
  replace?: Array<[RegExp, string]>;
  /** Cut runs of scripts written without spaces into words. */
  segment: boolean;
  /** Every query word also matches as a prefix (words carry particles and endings). */
  prefixWords: boolean;
}

/** Every combining diacritical mark (U+0300–U+036F), as Folio always folded. */
const ALL_DIACRITICS = /[\u0300-\u036f]/g;

type ProfileInput = Partial<Omit<LanguageProfile, 'language'>>;

const TABLE: Record<string, ProfileInput> = {
  de: { replace: [[/ß/g, 'ss']] },
  es: { strip: /(?<![nN])\u0303|[\u0300-\u0302\u0304-\u036f]/g },
  ...Object.fromEntries(['sv', 'fi', 'da', 'nb', 'nn', 'no'].map((l) => [l, { strip: /(?<![aAoO])\u0308|(?<![aA])\u030a|[\u0300-\u0307\u0309\u030b-\u036f]/g }])),
  ...Object.fromEntries(['tr', 'az'].map((l) => [l, { strip: /[\u0300-\u0305\u0307\u0309-\u0326\u0328-\u036f]/g, lowerLocale: 'tr' }])),
  ...Object.fromEntries(['ru', 'be', 'bg'].map((l) => [l, { strip: /(?<![иИуУ])\u0306|[\u0300-\u0305\u0307-\u036f]/g }])),
  uk: { strip: /(?<![иИ])\u0306|(?<![іІ])\u0308|[\u0300-\u0305\u0307\u0309-\u036f]/g },
  vi: { strip: /(?!)/g },
  ...Object.fromEntries(['ar', 'fa', 'ur'].map((l) => [l, { strip: /[\u0300-\u036f\u0640\u064b-\u065f\u0670]/g }])),
  ...Object.fromEntries(['he', 'yi'].map((l) => [l, { strip: /[\u0300-\u036f\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g }])),
  ...Object.fromEntries(['zh', 'ja', 'th', 'lo', 'km', 'my'].map((l) => [l, { segment: true }])),
  ko: { prefixWords: true },
};

/** The primary language subtag of a BCP 47 name, lower-cased ('zh' for 'zh-Hans-CN'); '' when there is none. */
export function primaryLanguage(language: string | undefined): string {
  return /^[a-z]{2,3}(?=$|[-_])/i.exec(language ?? '')?.[0].toLowerCase() ?? '';
}

/**
 * The profile of a language. en (and an index without a language) gets the default profile (''
 * language): the analysis Folio always had, so English results do not change; ko too, with its
 * prefix words. A language the table does not list folds every diacritic.
 */
export function profileOf(language: string | undefined): LanguageProfile {
  const primary = primaryLanguage(language);
  const base = { strip: ALL_DIACRITICS, segment: false, prefixWords: primary === 'ko' };
  if (primary === '' || primary === 'en' || primary === 'ko') return { ...base, language: '' };
  return { ...base, ...TABLE[primary], language: primary };
}

/** Characters of scripts written without spaces between words. */
export const UNSPACED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;
