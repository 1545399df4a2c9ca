/**
 * Functions a site gives as plugin options (`editUrl`, `readingTime`, `sidebarItemsGenerator`...)
 * run deep inside a plugin, for one file. What one throws is an OptionFunctionError: it names the
 * option (as the config writes it, `presets[0][1].blog.editUrl`, when an adapter labelled it), the
 * file it was called for, and the thrown message; the plugin host adds the config file.
 */
import { FolioError, isFolioError } from '../errors.ts';

export class OptionFunctionError extends FolioError {
  constructor(
    /** The option, as the config writes it. */
    readonly option: string,
    /** The thrown message. */
    readonly reason: string,
    /** The file (or other thing) it was called for. */
    readonly subject?: string,
    options: { file?: string; cause?: unknown } = {},
  ) {
    super(`the function \`${option}\` threw${subject ? ` for ${subject}` : ''}: ${reason}`, options);
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Run `call`, an option's function `option` called for `subject`; what it throws names both. */
export function callOption<T>(option: string, subject: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    // A labelled function (labelOption) knows its option better: keep it, add the subject.
    if (error instanceof OptionFunctionError) throw new OptionFunctionError(error.option, error.reason, error.subject ?? subject, { file: error.file, cause: error.cause });
    throw new OptionFunctionError(option, reasonOf(error), subject, { cause: error });
  }
}

/**
 * `fn` (an option's function) as the config gives it at `option`: what it throws, or its promise
 * rejects with, is an OptionFunctionError naming that path.
 */
export function labelOption<F extends (...args: never[]) => unknown>(fn: F, option: string): F {
  const fail = (error: unknown): never => {
    if (error instanceof OptionFunctionError) throw error;
    throw new OptionFunctionError(option, reasonOf(error), undefined, { cause: error });
  };
  const labelled = function (this: unknown, ...args: Parameters<F>): unknown {
    let result: unknown;
    try {
      result = fn.apply(this, args);
    } catch (error) {
      return fail(error);
    }
    if (result instanceof Promise) return result.catch(fail);
    return result;
  };
  Object.defineProperty(labelled, 'name', { value: fn.name });
  return labelled as unknown as F;
}

/** A hook's error caused by an option's function, with the config file named (it has none of its own). */
export function withConfigFile(error: unknown, configFile: string | undefined): unknown {
  if (!configFile || !isFolioError(error) || error.file) return error;
  return causedByOption(error) ? new FolioError(error.message, { file: configFile, hint: error.hint, cause: error }) : error;
}

/** Whether an OptionFunctionError is in `error`'s chain of causes (wrapped by hook and plugin contexts). */
function causedByOption(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 10; at = at.cause, depth++) {
    if (at instanceof OptionFunctionError) return true;
  }
  return false;
}
