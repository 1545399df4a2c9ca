/**
 * PURE: the front matter most pages have (`key: value` lines of plain words, quoted text, whole
 * numbers and true/false), read without the `yaml` package, which cost a quarter of a millisecond a
 * page (half a second of loading a 2000-page site). It gives exactly what `yaml` (YAML 1.2, core
 * schema) gives, or undefined for anything it does not take, which the caller parses with `yaml`:
 * nested values, lists, comments, anchors, tags, escapes, block scalars, repeated keys, empty
 * values, any number but a plain whole one, and any word the core schema reads as something else.
 */

const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** A plain scalar that can only be a string: a letter first, then no `:`, `#` or flow or quote opener that would change it. */
const PLAIN_WORDS = /^\p{L}[\p{L}\p{N} _.,'()/&!?+=%@-]*$/u;
/** Words the core schema reads as null, booleans, infinity or not-a-number. */
const SPECIAL = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const WHOLE_NUMBER = /^(?:0|-?[1-9][0-9]{0,14})$/;

function scalar(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (WHOLE_NUMBER.test(text)) return Number(text);
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) {
    const inner = text.slice(1, -1);
    return inner.includes("'") ? undefined : inner;
  }
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    const inner = text.slice(1, -1);
    return /["\\]/.test(inner) ? undefined : inner;
  }
  if (SPECIAL.test(text) || !PLAIN_WORDS.test(text) || / #|: /.test(text) || text.endsWith(':')) return undefined;
  return text;
}

/** The front matter's keys and values when every line is a simple one (see above); undefined otherwise. */
export function parseSimpleYaml(yamlText: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of yamlText.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(': ');
    if (colon <= 0) return undefined;
    const key = line.slice(0, colon);
    if (!KEY.test(key) || key === '__proto__' || Object.hasOwn(data, key)) return undefined;
    const raw = line.slice(colon + 2);
    if (/^\s|\t/.test(raw)) return undefined;
    const value = scalar(raw.replace(/ +$/, ''));
    if (value === undefined) return undefined;
    data[key] = value;
  }
  return data;
}
