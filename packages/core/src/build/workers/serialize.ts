/** Errors cross the worker boundary as plain data and become FolioErrors again. */
import { FolioError, isFolioError } from '../../errors.ts';

export interface SerializedError {
  message: string;
  folio: boolean;
  file?: string;
  line?: number;
  column?: number;
  pointer?: string;
  hint?: string;
  frame?: string;
  stack?: string;
}

export function serializeError(error: unknown): SerializedError {
  if (isFolioError(error)) {
    const { message, file, line, column, pointer, hint, frame } = error;
    return { message, folio: true, file, line, column, pointer, hint, frame };
  }
  const plain = error instanceof Error ? error : new Error(String(error));
  return { message: plain.message, folio: false, stack: plain.stack };
}

export function deserializeError(data: SerializedError): Error {
  if (!data.folio) {
    const error = new Error(data.message);
    if (data.stack) error.stack = data.stack;
    return error;
  }
  const error = new FolioError(data.message, data);
  if (data.frame) Object.defineProperty(error, 'frame', { value: data.frame });
  return error;
}
