/** Pieces the stand-ins for docusaurus-theme-openapi-docs share: reading the `folio` prop, bodies, a fallback. */
import type { ReactNode } from 'react';
import ApiSchema from '@theme/ApiSchema';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { MediaData } from '../data.ts';

/** The data the build computed (remark.ts), as JSON text; undefined when it could not. */
export function readFolio<T>(value: unknown): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : undefined;
}

/** HTML the build made from a Markdown description. */
export function Description({ html }: { html?: string }) {
  return html ? <div className="openapi-description" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function MediaBody({ media }: { media: MediaData }) {
  return (
    <>
      {media.tree ? <ApiSchema tree={media.tree} mediaType={media.mediaType} /> : null}
      {media.example !== undefined ? (
        <CodeBlock language={/json/i.test(media.mediaType) ? 'json' : 'text'} title="Example">
          {media.example}
        </CodeBlock>
      ) : null}
    </>
  );
}

/** A body's media types: one shown as is, several as tabs. */
export function MediaList({ content }: { content: MediaData[] }) {
  if (content.length === 0) return null;
  if (content.length === 1) {
    return (
      <>
        <p>
          Content type: <code>{content[0]!.mediaType}</code>
        </p>
        <MediaBody media={content[0]!} />
      </>
    );
  }
  return (
    <Tabs>
      {content.map((media) => (
        <TabItem key={media.mediaType} value={media.mediaType} label={media.mediaType}>
          <MediaBody media={media} />
        </TabItem>
      ))}
    </Tabs>
  );
}

/** What a component shows when Folio cannot render it: its name, and its children if any. */
export function NotRendered({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <div className="openapi-not-rendered" data-theme-component={name}>
      {children ?? <p>{`(${name} is not rendered by Folio.)`}</p>}
    </div>
  );
}
