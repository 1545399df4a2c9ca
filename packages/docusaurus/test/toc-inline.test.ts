import { describe, expect, it } from 'vitest';
import { nestToc } from '../src/client/TOCInline.tsx';

const toc = [
  { value: 'A', id: 'a', level: 2 },
  { value: 'A1', id: 'a1', level: 3 },
  { value: 'A1x', id: 'a1x', level: 4 },
  { value: 'B', id: 'b', level: 2 },
  { value: 'B1', id: 'b1', level: 3 },
];
const shape = (nodes: ReturnType<typeof nestToc>): unknown => nodes.map((node) => [node.id, shape(node.children)]);

describe('nestToc', () => {
  it.each([
    [2, 3, [['a', [['a1', []]]], ['b', [['b1', []]]]]],
    [2, 4, [['a', [['a1', [['a1x', []]]]]], ['b', [['b1', []]]]]],
    [3, 3, [['a1', []], ['b1', []]]],
    [2, 2, [['a', []], ['b', []]]],
  ])('levels %i–%i', (min, max, expected) => {
    expect(shape(nestToc(toc, min, max))).toEqual(expected);
  });
});
