/**
 * PURE: the words of tag labels and keyed-file keys as Docusaurus makes them (lodash's
 * `kebabCase` and `capitalize`): one rule for the blog's and the docs' tag permalinks and labels.
 */
/**
 * PURE: a tag's label (or tags.yml key) as the URL segment Docusaurus makes of it: its
 * `normalizeTag` (and tags.yml's default permalink) is lodash's `kebabCase`. That is: Latin
 * letters lose their accents (`Ça` → `Ca`, `ß` → `ss`), apostrophes go (`it's` → `its`), the label
 * is cut into words, each lower-cased, joined by `-`. A word is a run of letters that changes case
 * only from one capital to small letters (`SQLite` → `sq-lite`, `XMLHttp` → `xml-http`), a run of
 * digits (`HTTP2` → `http-2`) or an ordinal (`21st`), or an emoji with its modifiers (`🚀`); what
 * lodash knows as neither capital nor small (Cyrillic, Greek, CJK...) joins the letters beside it.
 * Punctuation, symbols and spaces only separate words (`C++` → `c`, `Node.js` → `node-js`).
 */
export function kebabCase(label: string): string {
  const text = label.replace(LATIN, deburrLetter).replace(COMBINING_MARK, '').replace(APOSTROPHE, '');
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}

/**
 * PURE: a tags.yml key as the label Docusaurus gives a tag written with nothing (`key:`): lodash's
 * `capitalize`, all lower case but the first character (`sqlite` → `Sqlite`, `SQLite` → `Sqlite`),
 * a character being one with its marks, skin tone and the characters joined to it (ZWJ).
 */
export function capitalize(key: string): string {
  const lower = key.toLowerCase();
  const first = FIRST_CHARACTER.exec(lower)?.[0] ?? '';
  return first.toUpperCase() + lower.slice(first.length);
}

// The character classes of lodash's word splitter (regular expression sources, UTF-16 units).
const UPPER = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const LOWER = 'a-z\\xdf-\\xf6\\xf8-\\xff';
/** ASCII and Latin-1 punctuation, symbols and controls, × and ÷, Unicode spaces and general punctuation. */
const BREAK = '\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf\\xd7\\xf7\\u1680\\u180e\\u2000-\\u206f\\u3000\\ufeff';
const DINGBAT = '\\u2700-\\u27bf';
const SURROGATE = '\\ud800-\\udfff';
/** Any other character: neither capital nor small, a letter all the same (`д`, `中`, `ω`). */
const OTHER = `[^${SURROGATE}${BREAK}0-9${DINGBAT}${LOWER}${UPPER}]`;
const SMALL_OR_OTHER = `(?:[${LOWER}]|${OTHER})`;
const CAPITAL_OR_OTHER = `(?:[${UPPER}]|${OTHER})`;
/** Two regional indicators (a flag), an astral character, a dingbat; then variation selector, skin tone, joined parts. */
const FLAG = '(?:\\ud83c[\\udde6-\\uddff]){2}';
const ASTRAL = '[\\ud800-\\udbff][\\udc00-\\udfff]';
const VARIATION = '[\\ufe0e\\ufe0f]?';
const SKIN_TONE = '(?:\\ud83c[\\udffb-\\udfff])?';
const EMOJI = `(?:[${DINGBAT}]|${FLAG}|${ASTRAL})${VARIATION}${SKIN_TONE}(?:\\u200d(?:[^${SURROGATE}]|${FLAG}|${ASTRAL})${VARIATION}${SKIN_TONE})*`;

const MARK = '[\\u0300-\\u036f\\ufe20-\\ufe2f\\u20d0-\\u20ff]';
const MODIFIER = `(?:${MARK}|\\ud83c[\\udffb-\\udfff])?`;
/** The first character as lodash's `upperFirst` takes it (a lone skin tone before another is one). */
const FIRST_CHARACTER = new RegExp(
  `^(?:\\ud83c[\\udffb-\\udfff](?=\\ud83c[\\udffb-\\udfff])|(?:[^${SURROGATE}]${MARK}?|${MARK}|${FLAG}|${ASTRAL}|[${SURROGATE}])${VARIATION}${MODIFIER}(?:\\u200d(?:[^${SURROGATE}]|${FLAG}|${ASTRAL})${VARIATION}${MODIFIER})*)`,
);

/** One word, the first alternative that matches winning, as lodash's `words` finds them. */
const WORD = new RegExp(
  [
    `[${UPPER}]?[${LOWER}]+(?=[${BREAK}]|[${UPPER}]|$)`,
    `${CAPITAL_OR_OTHER}+(?=[${BREAK}]|[${UPPER}]${SMALL_OR_OTHER}|$)`,
    `[${UPPER}]?${SMALL_OR_OTHER}+`,
    `[${UPPER}]+`,
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d+',
    EMOJI,
  ].join('|'),
  'g',
);

/** Latin-1 and Latin Extended-A letters (not × and ÷), which lose their accents. */
const LATIN = /[\xc0-\xd6\xd8-\xf6\xf8-\xff\u0100-\u017f]/g;
/** Combining marks (diacritics, half marks, symbol marks), dropped. */
const COMBINING_MARK = /[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g;
const APOSTROPHE = /['\u2019]/g;
/** Letters an accent cannot be taken off by decomposition. */
const PLAIN_LETTER: Record<string, string> = {
  Æ: 'Ae', æ: 'ae', Ð: 'D', ð: 'd', Ø: 'O', ø: 'o', Þ: 'Th', þ: 'th', ß: 'ss', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i',
  Ĳ: 'IJ', ĳ: 'ij', ĸ: 'k', Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l', ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'Oe', œ: 'oe', Ŧ: 'T', ŧ: 't', ſ: 's',
};

function deburrLetter(letter: string): string {
  return PLAIN_LETTER[letter] ?? letter.normalize('NFD').replace(COMBINING_MARK, '');
}

