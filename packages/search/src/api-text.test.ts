import { describe, expect, it } from 'vitest';
import { withoutRepeats } from './build-index.ts';
import { extractRecords } from './extract.ts';

const property = (id: string, name: string, type: string, extra = '') =>
  `<li id="${id}" class="api-schema__property"><div class="api-schema__row"><span class="api-schema__head"><code class="api-schema__name">${name}</code><span class="api-schema__type">${type}</span>${extra}</span></div>`;
const required = '<span class="api-schema__required">required</span>';

/** An operation page as the theme's ApiOperation and ApiSchema render it (trimmed). */
const html = `<html><head><meta name="description" content="Changes the tag &amp; its name."></head><body><article class="folio-markdown"><h1>Update a tag</h1>
<div class="api-operation"><div class="api-operation__endpoint"><span class="api-method-badge api-method-badge--delete" title="DELETE">DEL</span><code class="api-operation__url"><span class="api-operation__server">http://localhost:3000/api/v1</span><span class="api-operation__path">/tags/<span class="api-operation__param">{tagId}</span></span></code></div></div>
<p>Changes the tag.</p>
<h2 id="request" class="anchor">Request</h2><h3 id="path-parameters" class="anchor">Path parameters</h3>
<div class="api-parameters"><div class="api-schema api-schema--bare"><ul class="api-schema__properties">${property('path-parameter-tagId', 'tagId', 'string', required)}<div class="api-schema__description">ID of the tag.</div></li></ul></div></div>
<h3 id="body" class="anchor">Body</h3>
<div class="api-schema"><div class="api-schema__root"><span class="api-schema__root-label">Schema</span><span class="api-schema__type">object</span></div><ul class="api-schema__properties">
${property('body.name', 'name', 'string')}</li>
<li id="body.content" class="api-schema__property api-schema__property--expandable"><details class="api-schema__details"><summary class="api-schema__row"><span class="api-schema__head"><code class="api-schema__name">content</code><span class="api-schema__type">object</span></span></summary><div class="api-schema__nested"><div class="api-schema__description">What the bookmark holds.</div><ul class="api-schema__properties">${property('body.content.url', 'url', 'string&lt;uri&gt;', required)}<div class="api-schema__meta"><span class="api-schema__meta-label">Possible values:</span> <code class="api-schema__value">&quot;low&quot;</code><code class="api-schema__value">&quot;normal&quot;</code></div></li></ul></div></details></li>
</ul><div class="api-schema__variants"><div class="api-schema__variants-label">One of:</div><details id="body-option-1" class="api-schema__variant"><summary><span class="api-schema__variant-title">NewLink</span> <span class="api-schema__type">NewLink</span></summary><div class="api-schema__nested"><ul class="api-schema__properties">${property('body-option-1.type', 'type', 'string', required)}</li></ul></div></details></div></div>
<h2 id="responses" class="anchor">Responses</h2><h3 id="200-ok" class="anchor">200 OK</h3><p>The updated tag.</p>
<div class="api-schema"><ul class="api-schema__properties">${property('r.name', 'name', 'string')}</li></ul></div>
</article></body></html>`;

const records = extractRecords({ url: '/api/update-a-tag', html, lvl0: 'API', language: 'en', tag: 'docs-default-current', title: 'Update a tag' });

describe('an API operation page in the index', () => {
  it('has a title record whose text is the method, the path and the description', () => {
    expect(records[0]).toMatchObject({ type: 'lvl1', url: '/api/update-a-tag', content: 'DELETE /tags/{tagId}: Changes the tag & its name.' });
  });

  it('gives its generic section headings no records, only context', () => {
    expect(records.filter((record) => record.type !== 'content' && record.type !== 'lvl1')).toEqual([]);
    expect(records.find((record) => record.content === 'The updated tag.')?.hierarchy).toMatchObject({ lvl2: 'Responses', lvl3: '200 OK' });
  });

  it('reads each parameter and field as a readable line, linked to the field', () => {
    expect(records.slice(1).map((record) => [record.url.split('#')[1] ?? '', record.content])).toEqual([
      ['', 'Changes the tag.'],
      ['path-parameter-tagId', 'tagId (string, required): ID of the tag.'],
      ['body.name', 'name (string)'],
      ['body.content', 'content (object): What the bookmark holds.'],
      ['body.content.url', 'content.url (string<uri>, required): Possible values: "low", "normal".'],
      ['body-option-1.type', 'type (string, required)'],
      ['200-ok', 'The updated tag.'],
      ['r.name', 'name (string)'],
    ]);
  });

  it('keeps the first of records repeating the same text', () => {
    const kept = withoutRepeats([...records, ...records.map((record) => ({ ...record, url: `/other${record.url}` }))]);
    expect(kept.filter((record) => record.type === 'content')).toHaveLength(7);
    expect(kept.filter((record) => record.type === 'lvl1')).toHaveLength(2);
  });
});
