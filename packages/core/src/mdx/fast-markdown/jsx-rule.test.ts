import { describe, expect, it } from 'vitest';
import { closingName, openingTag, type JsxTag } from './jsx-rule.ts';

describe('openingTag', () => {
  it.each<[string, JsxTag | undefined]>([
    ['<A />', { name: 'A', props: [], selfClosing: true }],
    ['<A/>', { name: 'A', props: [], selfClosing: true }],
    ['<TabItem value={"x"} label={"Y z"}>', { name: 'TabItem', props: [['value', '"x"'], ['label', '"Y z"']], selfClosing: false }],
    ['<A tree=\'{"a":"it&#39;s &amp; &lt;b&gt;"}\' />', { name: 'A', props: [['tree', '"{\\"a\\":\\"it\'s & <b>\\"}"']], selfClosing: true }],
    ['<A s="a&quot;b&apos;c" />', { name: 'A', props: [['s', '"a\\"b\'c"']], selfClosing: true }],
    ['<A s="&amp;#39;" />', { name: 'A', props: [['s', '"&#39;"']], selfClosing: true }],
    ['<A s="a & b" />', { name: 'A', props: [['s', '"a & b"']], selfClosing: true }],
    ['<A on off={false} n={-12} t={true} />', { name: 'A', props: [['on', 'true'], ['off', 'false'], ['n', '-12'], ['t', 'true']], selfClosing: true }],
    ['<A data-x="y" />', { name: 'A', props: [['"data-x"', '"y"']], selfClosing: true }],
    ['<A e={"\\u0041\\n"} />', { name: 'A', props: [['e', '"A\\n"']], selfClosing: true }],
    ['<A />  ', { name: 'A', props: [], selfClosing: true }],
    // Left to MDX: what this rule cannot be sure of.
    ['<a />', undefined],
    ['<A x={1 + 1} />', undefined],
    ['<A x={[1]} />', undefined],
    ['<A x={1.5} />', undefined],
    ['<A x={"\\x41"} />', undefined],
    ['<A x={"a\tb"} />', undefined],
    ['<A {...props} />', undefined],
    ['<A key="k" />', undefined],
    ['<A x="&copy;" />', undefined],
    ['<A x = "y" />', undefined],
    ['<A>text</A>', undefined],
    ['<A.B />', undefined],
    [' <A />', undefined],
  ])('%s', (line, tag) => {
    expect(openingTag(line)).toEqual(tag);
  });
});

describe('closingName', () => {
  it.each<[string, string | undefined]>([
    ['</A>', 'A'],
    ['</TabItem>  ', 'TabItem'],
    ['</a>', undefined],
    ['</A >', undefined],
    ['text </A>', undefined],
  ])('%s', (line, name) => {
    expect(closingName(line)).toBe(name);
  });
});
