/** Calling one hook of a Docusaurus plugin run through the lifecycle. */
import { withContext } from '@folio/core';
import type { PluginInstance } from './instantiate.ts';

/** Calls hook `name` of a plugin, if it has one; an error names the plugin, where the config gives it, and the hook. */
export async function hook(instance: PluginInstance, name: string, args: unknown): Promise<unknown> {
  const fn = instance.hooks[name];
  if (typeof fn !== 'function') return undefined;
  try {
    return await fn.call(instance.hooks, args);
  } catch (error) {
    throw withContext(error, `the Docusaurus plugin "${instance.name}" (\`${instance.where}\`) failed in ${name}()`, { attributed: true });
  }
}
