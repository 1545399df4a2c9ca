/**
 * The remark step for pages docusaurus-plugin-openapi-docs generated: each element whose component
 * is imported from one of its `@theme/...` names below gets its OpenAPI props (JSON in the page)
 * turned into Folio's data at build time (convert.ts), passed as one `folio` prop of JSON text;
 * its string props stay. Other pages are left alone after a look at their imports.
 */
import { log } from '@folio/core';
import { isRecord } from '../entries.ts';
import type { CodeSample } from '@folio/plugin-openapi';
import { bodyData, operationData, paramsData, responsesData, schemaData, type OperationData } from './convert.ts';

type Props = Record<string, unknown>;

const ENDPOINT = 'ApiExplorer/MethodEndpoint';

/** Theme name → the data its component gets, from the element's props and the operation of the page's front matter. */
const CONVERT: Record<string, (props: Props, operation: OperationData | undefined) => unknown> = {
  [ENDPOINT]: (_, operation) => operation?.endpoint,
  ParamsDetails: (props) => paramsData(props.parameters),
  RequestSchema: (props) => bodyData(props.title, props.body),
  StatusCodes: (props) => responsesData(props.responses),
  Schema: (props) => schemaData(props.schema),
};

interface Attribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string };
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  value?: string;
  lang?: string;
  depth?: number;
  data?: { estree?: { body: Array<{ type: string; source?: { value: unknown }; specifiers?: Array<{ type: string; local: { name: string } }> }> } };
}

interface File {
  path?: string;
  /** Core's pipeline puts the page's front matter here. */
  data: object;
}

/** Local name → theme name, for the default imports of `@theme/<name>` with a converter. */
function convertedImports(root: Node): Map<string, string> {
  const locals = new Map<string, string>();
  for (const node of root.children ?? []) {
    for (const statement of node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []) {
      const source = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
      const name = typeof source === 'string' && source.startsWith('@theme/') ? source.slice('@theme/'.length) : undefined;
      if (!name || !CONVERT[name]) continue;
      for (const specifier of statement.specifiers ?? []) if (specifier.type === 'ImportDefaultSpecifier') locals.set(specifier.local.name, name);
    }
  }
  return locals;
}

/** A prop's value: the plugin writes each as a JSON literal or `undefined`. */
function readValue(value: Attribute['value']): unknown {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const text = value.value.trim();
  return text === 'undefined' ? undefined : JSON.parse(text);
}

function convertElement(node: Node, name: string, operation: OperationData | undefined): void {
  const props: Props = {};
  for (const attribute of node.attributes ?? []) if (attribute.type === 'mdxJsxAttribute' && attribute.name) props[attribute.name] = readValue(attribute.value);
  const data = CONVERT[name]!(props, operation);
  // Plain props (method, path, title…) stay; the OpenAPI objects are replaced by the data.
  node.attributes = (node.attributes ?? []).filter((attribute) => attribute.name && ['string', 'number', 'boolean'].includes(typeof props[attribute.name]));
  if (data !== undefined) node.attributes.push({ type: 'mdxJsxAttribute', name: 'folio', value: JSON.stringify(data) });
}

/**
 * The page's imports of the samples' components, under names no page of the plugin uses. Imported,
 * not taken from the MDX components: on Docusaurus's own theme those are Docusaurus's, which have
 * no ApiSamples (and no TabItem); `@theme/ApiSamples` is Folio's theme's (its `@theme/Tabs` the
 * site's theme's), `@theme/TabItem` the site's theme's.
 */
const SAMPLES_IMPORTS: Array<[local: string, source: string]> = [
  ['FolioApiSamples', '@theme/ApiSamples'],
  ['FolioApiSampleTab', '@theme/TabItem'],
];

function importsNode(imports: Array<[string, string]>): Node {
  const body = imports.map(([local, source]) => ({
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
  }));
  const value = imports.map(([local, source]) => `import ${local} from ${JSON.stringify(source)};`).join('\n');
  return { type: 'mdxjsEsm', value, data: { estree: { type: 'Program', sourceType: 'module', body } as never } };
}

/** "Request samples" as Folio's API pages end: curl, JavaScript and Python tabs of fenced code (highlighted by core). */
function samplesNodes(samples: CodeSample[]): Node[] {
  const attribute = (name: string, value: string): Attribute => ({ type: 'mdxJsxAttribute', name, value });
  const [[container], [tab]] = SAMPLES_IMPORTS as [[string, string], [string, string]];
  const tabItems = samples.map((sample): Node => ({
    type: 'mdxJsxFlowElement',
    name: tab,
    attributes: [attribute('value', sample.id), attribute('label', sample.label)],
    children: [{ type: 'code', lang: sample.language, value: sample.code }],
  }));
  return [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Request samples' }] },
    { type: 'mdxJsxFlowElement', name: container, attributes: [], children: tabItems },
  ];
}

export function remarkOpenapiDocs() {
  return (root: Node, file: File) => {
    const locals = convertedImports(root);
    if (locals.size === 0) return;
    const given = (file.data as { frontMatter?: unknown }).frontMatter;
    const operation = [...locals.values()].includes(ENDPOINT) && isRecord(given) ? readOperation(given.api, file) : undefined;
    const visit = (node: Node) => {
      const name = node.name ? locals.get(node.name) : undefined;
      if (name && (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')) {
        try {
          convertElement(node, name, operation);
        } catch (error) {
          // The component shows that it could not read its props; the build goes on.
          log.warn(`${file.path ?? 'a page'}: the props of <${node.name}> (@theme/${name}) could not be read (${error instanceof Error ? error.message : String(error)}); shown as not rendered`);
        }
      }
      node.children?.forEach(visit);
    };
    visit(root);
    if (operation?.samples.length) {
      root.children?.unshift(importsNode(SAMPLES_IMPORTS));
      root.children?.push(...samplesNodes(operation.samples));
    }
  };
}

function readOperation(api: unknown, file: File): OperationData | undefined {
  try {
    return operationData(api);
  } catch (error) {
    log.warn(`${file.path ?? 'a page'}: its \`api\` front matter could not be read as an operation (${error instanceof Error ? error.message : String(error)}); no server or request samples shown`);
    return undefined;
  }
}
