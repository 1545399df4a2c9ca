/** Answering a request with an open file: validators, conditional requests, ranges, the body. */
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentType } from './content-type.ts';
import type { OpenFile } from './open-inside.ts';
import { ifRangeMatches, resolveRange, type RangeAnswer } from './range.ts';

function etagOf(stats: Stats): string {
  return `W/"${stats.ino.toString(16)}-${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2). */
function noneMatch(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Answer with an open file: 200, 206, 304 or 416. Closes the file in every case. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: OpenFile, setHeaders: () => void): Promise<void> {
  const { handle, stats } = file;
  let handedOff = false;
  try {
    const size = stats.size;
    const etag = etagOf(stats);
    const lastModified = stats.mtime.toUTCString();
    res.setHeader('Content-Type', contentType(file.name));
    res.setHeader('Last-Modified', lastModified);
    res.setHeader('ETag', etag);
    res.setHeader('Accept-Ranges', 'bytes');
    setHeaders();

    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    let notModified = false;
    if (ifNoneMatch !== undefined) notModified = noneMatch(ifNoneMatch, etag);
    else if (ifModifiedSince !== undefined) {
      const since = Date.parse(ifModifiedSince);
      notModified = !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
    }
    if (notModified) {
      res.removeHeader('Content-Type');
      res.statusCode = 304;
      res.end();
      return;
    }

    let range: RangeAnswer = { kind: 'full' };
    const ifRange = req.headers['if-range'];
    if (req.method === 'GET' && (ifRange === undefined || ifRangeMatches(String(ifRange), lastModified))) {
      range = resolveRange(req.headers.range, size);
    }
    if (range.kind === 'unsatisfiable') {
      res.statusCode = 416;
      res.setHeader('Content-Range', `bytes */${size}`);
      res.setHeader('Content-Length', 0);
      res.removeHeader('Content-Type');
      res.end();
      return;
    }
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : size - 1;
    const length = end - start + 1;
    if (range.kind === 'partial') {
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    } else {
      res.statusCode = 200;
    }
    res.setHeader('Content-Length', length);
    if (req.method === 'HEAD' || length === 0) {
      res.end();
      return;
    }
    if (res.destroyed) return; // the client left while the file was opened
    const stream = handle.createReadStream({ start, end, autoClose: true });
    handedOff = true;
    let sent = 0;
    stream.on('data', (chunk: Buffer | string) => {
      sent += chunk.length;
    });
    stream.on('error', () => res.destroy());
    stream.on('end', () => {
      // A file cut short while it was read: close the connection rather than leave the client
      // waiting for bytes that will not come.
      if (sent === length) res.end();
      else res.destroy();
    });
    res.on('close', () => stream.destroy());
    stream.pipe(res, { end: false });
  } finally {
    if (!handedOff) await handle.close().catch(() => {});
  }
}
