/** `@theme/ApiExplorer/MethodEndpoint`: the operation's method and path, as Folio's operation head (a deprecated one struck through). */
import ApiOperation from '@theme/ApiOperation';
import type { EndpointData } from '../data.ts';
import { readFolio } from './shared.tsx';

export default function MethodEndpoint({ method, path, folio }: { method?: string; path?: string; folio?: string }) {
  const data = readFolio<EndpointData>(folio);
  return <ApiOperation method={method ?? 'get'} path={path ?? ''} servers={data?.servers ?? []} deprecated={data?.deprecated} />;
}
