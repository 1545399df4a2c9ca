/** The head of an operation page: method badge, path with the server URL, availability, deprecation. */
import ApiMethodBadge from '@theme/ApiMethodBadge';
import type { ApiOperationData, AsWritten } from '@folio/plugin-openapi/contract';
import { translate } from '../../runtime/translate';
import './styles.css';

export type ApiOperationProps = AsWritten<ApiOperationData>;

/** Object props may arrive as JSON text (generated pages: see plugin-openapi's to-mdx.ts). */
function parse<T>(value: T | string | undefined): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** `/bookmarks/{bookmarkId}` with the parameters marked. */
function PathText({ path }: { path: string }) {
  return (
    <>
      {path.split(/(\{[^}]*\})/).map((part, index) =>
        part.startsWith('{') ? (
          <span key={index} className="api-operation__param">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function ApiOperation({ method, path, deprecated, ...props }: ApiOperationProps) {
  const server = parse(props.servers)?.[0] ?? '';
  const since = parse(props.since);
  return (
    <div className={`api-operation${deprecated ? ' api-operation--deprecated' : ''}`}>
      <div className="api-operation__endpoint">
        <ApiMethodBadge method={method} />
        <code className="api-operation__url">
          {server ? <span className="api-operation__server">{server}</span> : null}
          <span className="api-operation__path">
            <PathText path={path} />
          </span>
        </code>
      </div>
      {since || deprecated ? (
        <div className="api-operation__facts">
          {since ? (
            <span className={`api-operation__since${since.unreleased ? ' api-operation__since--unreleased' : ''}`}>
              {since.unreleased
                ? translate('theme.ApiOperation.newInUnreleased', 'New in {version} (unreleased)', { version: since.label })
                : translate('theme.ApiOperation.availableSince', 'Available since {version}', { version: since.label })}
            </span>
          ) : null}
          {deprecated ? <span className="api-operation__deprecated">{translate('theme.ApiOperation.deprecated', 'Deprecated')}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
