/**
 * A schema as a tree, entirely in the static HTML: properties with type, required mark,
 * description, constraints, allowed values, default and example; nested objects, array items
 * and `oneOf`/`anyOf` options in <details>, so they expand without JavaScript. A recursive schema
 * links back to the ancestor that shows it. The tree is computed at build time (plugin-openapi).
 */
import type { ApiSchemaData, AsWritten, SchemaNode } from '@folio/plugin-openapi/contract';
import { interpolate, translate } from '../../runtime/translate';
import './styles.css';

/** The tree may arrive as JSON text (generated pages pass JSON text: MDX compiles it much faster). */
export type ApiSchemaProps = AsWritten<ApiSchemaData>;

function expandable(node: SchemaNode): boolean {
  return Boolean(node.children?.length || node.variants?.options.length || node.circular || node.truncated);
}

function Flags({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.required ? <span className="api-schema__required">{translate('theme.ApiSchema.required', 'required')}</span> : null}
      {node.deprecated ? <span className="api-schema__flag api-schema__flag--deprecated">{translate('theme.ApiSchema.deprecated', 'deprecated')}</span> : null}
      {node.readOnly ? <span className="api-schema__flag">{translate('theme.ApiSchema.readOnly', 'read-only')}</span> : null}
      {node.writeOnly ? <span className="api-schema__flag">{translate('theme.ApiSchema.writeOnly', 'write-only')}</span> : null}
    </>
  );
}

function Head({ node }: { node: SchemaNode }) {
  return (
    <span className="api-schema__head">
      {node.name !== undefined ? <code className={`api-schema__name${node.deprecated ? ' api-schema__name--deprecated' : ''}`}>{node.name}</code> : null}
      <span className="api-schema__type">{node.type}</span>
      <Flags node={node} />
    </span>
  );
}

function Values({ label, values }: { label: string; values: string[] }) {
  return (
    <div className="api-schema__meta">
      <span className="api-schema__meta-label">{label}</span>{' '}
      {values.map((value, index) => (
        <code key={index} className="api-schema__value">
          {value}
        </code>
      ))}
    </div>
  );
}

/** Description and facts about one node. */
function Info({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.description ? <div className="api-schema__description" dangerouslySetInnerHTML={{ __html: node.description }} /> : null}
      {node.constraints?.length ? <Values label={translate('theme.ApiSchema.constraints', 'Constraints:')} values={node.constraints} /> : null}
      {node.enum?.length ? <Values label={translate('theme.ApiSchema.possibleValues', 'Possible values:')} values={node.enum} /> : null}
      {node.default !== undefined ? <Values label={translate('theme.ApiSchema.default', 'Default:')} values={[node.default]} /> : null}
      {node.example !== undefined ? <Values label={translate('theme.ApiSchema.example', 'Example:')} values={[node.example]} /> : null}
    </>
  );
}

/** What a node holds: properties, options, or a link to the ancestor it repeats. */
function Structure({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.children?.length ? (
        <ul className="api-schema__properties">
          {node.children.map((child) => (
            <Property key={child.id} node={child} />
          ))}
        </ul>
      ) : null}
      {node.variants?.options.length ? (
        <div className="api-schema__variants">
          <div className="api-schema__variants-label">{node.variants.kind === 'oneOf' ? translate('theme.ApiSchema.oneOf', 'One of:') : translate('theme.ApiSchema.anyOf', 'Any of:')}</div>
          {node.variants.options.map((option) => (
            <details key={option.id} id={option.id} className="api-schema__variant">
              <summary>
                <span className="api-schema__variant-title">{option.title}</span> <span className="api-schema__type">{option.type}</span>
              </summary>
              <div className="api-schema__nested">
                <Info node={option} />
                <Structure node={option} />
              </div>
            </details>
          ))}
        </div>
      ) : null}
      {node.circular ? (
        <p className="api-schema__circular">
          {interpolate(translate('theme.ApiSchema.circular', 'Recursive: the same schema as {schema} above.'), {
            schema: <a href={`#${node.circular.target}`}>{node.circular.name}</a>,
          })}
        </p>
      ) : null}
      {node.truncated ? <p className="api-schema__truncated">{translate('theme.ApiSchema.truncated', 'Deeper levels are not shown.')}</p> : null}
    </>
  );
}

function Property({ node }: { node: SchemaNode }) {
  if (!expandable(node)) {
    return (
      <li id={node.id} className="api-schema__property">
        <div className="api-schema__row">
          <Head node={node} />
        </div>
        <Info node={node} />
      </li>
    );
  }
  return (
    <li id={node.id} className="api-schema__property api-schema__property--expandable">
      <details className="api-schema__details">
        <summary className="api-schema__row">
          <Head node={node} />
        </summary>
        <div className="api-schema__nested">
          <Info node={node} />
          <Structure node={node} />
        </div>
      </details>
    </li>
  );
}

export default function ApiSchema({ tree: treeProp, mediaType, bare }: ApiSchemaProps) {
  const tree: SchemaNode = typeof treeProp === 'string' ? JSON.parse(treeProp) : treeProp;
  return (
    <div className={`api-schema${bare ? ' api-schema--bare' : ''}`} id={tree.id} data-media-type={mediaType}>
      {bare ? null : (
        <div className="api-schema__root">
          <span className="api-schema__root-label">{translate('theme.ApiSchema.schema', 'Schema')}</span>
          <span className="api-schema__type">{tree.type}</span>
          {tree.title && tree.title !== tree.type ? <span className="api-schema__title">{tree.title}</span> : null}
          <Flags node={tree} />
        </div>
      )}
      <Info node={tree} />
      <Structure node={tree} />
    </div>
  );
}
