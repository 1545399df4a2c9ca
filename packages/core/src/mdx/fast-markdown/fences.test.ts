import { expect, it } from 'vitest';
import { fenceAfter } from './fences.ts';

it.each<[string, string | undefined, string | undefined]>([
  ['text', undefined, undefined],
  ['```js', undefined, '```'],
  ['~~~~', undefined, '~~~~'],
  ['``', undefined, undefined],
  ['```', '```', undefined],
  ['````  ', '```', undefined],
  ['```', '````', '````'],
  ['~~~', '```', '```'],
  ['```js', '```', '```'],
  ['text', '```', '```'],
])('%j after %j: %j', (text, open, after) => {
  expect(fenceAfter(text, open)).toBe(after);
});
