/**
 * Tag permalinks as Docusaurus writes them. Every expected value below was printed by Docusaurus
 * 3.10.2's own `normalizeTag` (@docusaurus/utils/lib/tags.js, lodash's kebabCase) and lodash's
 * `capitalize` (tags.yml's default label), run from the installed packages; they are pinned here.
 */
import { describe, expect, it } from 'vitest';
import { capitalize, kebabCase } from './paths.ts';

describe("kebabCase: a tag label's URL segment, Docusaurus's", () => {
  it.each([
    // capitals: a new word where small letters follow a capital
    ['SQLite', 'sq-lite'],
    ['GraphQL', 'graph-ql'],
    ['iOS', 'i-os'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['macOS 14', 'mac-os-14'],
    ['Hello World', 'hello-world'],
    ['UPPER CASE', 'upper-case'],
    ['camelCaseTag', 'camel-case-tag'],
    ['snake_case_tag', 'snake-case-tag'],
    ['already-kebab', 'already-kebab'],
    ['  spaced  out ', 'spaced-out'],
    // digits: a word of their own, but ordinals
    ['HTTP2', 'http-2'],
    ['React18', 'react-18'],
    ['v2.0', 'v-2-0'],
    ['v1.2.3-beta', 'v-1-2-3-beta'],
    ['abc123def', 'abc-123-def'],
    ['123abc', '123-abc'],
    ['21st Century', '21st-century'],
    ['4th', '4th'],
    ['11th', '11-th'],
    // punctuation and symbols only separate; apostrophes go
    ['C++', 'c'],
    ['Node.js', 'node-js'],
    ['a/b', 'a-b'],
    ['Ça va?', 'ca-va'],
    ['100%', '100'],
    ['#hashtag', 'hashtag'],
    ['dots...', 'dots'],
    ["it's", 'its'],
    ['you\u2019re', 'youre'],
    ['O\u2019Reilly', 'o-reilly'],
    ['hello\u2014world', 'hello-world'],
    // Latin letters lose their accents; no other normalisation
    ['naïve café', 'naive-cafe'],
    ['Ärger', 'arger'],
    ['straße', 'strasse'],
    ['Ærø', 'aero'],
    ['ŁÓDŹ', 'lodz'],
    ['İstanbul', 'istanbul'],
    ['e\u0301cole', 'ecole'],
    ['\ufb01nance', '\ufb01nance'],
    ['Ｆｕｌｌwidth', 'ｆｕｌｌwidth'],
    // other scripts: neither capital nor small, kept whole
    ['Привет мир', 'привет-мир'],
    ['ДОКУМЕНТАЦИЯ', 'документация'],
    ['ΑΒΓ', 'αβγ'],
    ['日本語', '日本語'],
    ['中文 标签', '中文-标签'],
    ['한국어', '한국어'],
    ['١٢٣', '١٢٣'],
    // emoji: a word of their own, with skin tone, variation selector, flags and ZWJ sequences
    ['🚀 Launch', '🚀-launch'],
    ['emoji🎉party', 'emoji-🎉-party'],
    ['👍', '👍'],
    ['👍🏽 ok', '👍🏽-ok'],
    ['\u2764\ufe0f love', '\u2764\ufe0f-love'],
    ['🇫🇷 France', '🇫🇷-france'],
    ['👨\u200d👩\u200d👧 family', '👨\u200d👩\u200d👧-family'],
    // nothing to make a segment of
    ['++', ''],
  ])('%j → %j', (label, expected) => expect(kebabCase(label)).toBe(expected));
});

describe("capitalize: a tags.yml key's default label, Docusaurus's", () => {
  it.each([
    ['sqlite', 'Sqlite'],
    ['SQLite', 'Sqlite'],
    ['hello world', 'Hello world'],
    ['getting-started', 'Getting-started'],
    ['iOS', 'Ios'],
    ['\ufb01nance', 'FInance'],
    ['élan', 'Élan'],
    ['🚀 launch', '🚀 launch'],
    ['', ''],
  ])('%j → %j', (key, expected) => expect(capitalize(key)).toBe(expected));
});
