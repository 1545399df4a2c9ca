/** `@theme/ApiExplorer/MethodEndpoint`: the operation's method and path, as Folio's operation head. */
import ApiOperation from '@theme/ApiOperation';
import type { EndpointData } from '../data.ts';
import { readFolio } from './shared.tsx';

export default function MethodEndpoint({ method, path, folio }: { method?: string; path?: string; folio?: string }) {
  const servers = readFolio<EndpointData>(folio)?.servers ?? [];
  return <ApiOperation method={method ?? 'get'} path={path ?? ''} servers={servers} />;
}
