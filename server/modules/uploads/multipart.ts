import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { badRequest, HttpError } from '../../errors';
import { removeQuietly } from './storage';

/** The file of a multipart upload, already on disk: where, how big, its first bytes for sniffing. */
export interface ReceivedFile {
  readonly name: string;
  readonly path: string;
  readonly size: number;
  readonly head: Uint8Array;
}

export interface ReceivedForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly file?: ReceivedFile;
}

export interface ReceiveOptions {
  /** The folder the file is written to while it arrives; the caller renames it into place. */
  readonly folder: string;
  /** Bytes of the whole body, and of the file alone: past them, the answer is `tooBig`. */
  readonly bodyLimit: number;
  readonly fileLimit: number;
  readonly tooBig: (bytes: number) => HttpError;
  /** Called as the file part starts, with the fields sent before it: may refuse before a byte is stored. */
  readonly onFile?: (name: string, fields: Readonly<Record<string, string>>) => void | Promise<void>;
}

const MALFORMED = 'Send the upload as multipart/form-data with a file and otherdata';
const HEAD_BYTES = 64;
/** Text fields (otherdata, the Dropzone chunk fields) are short; headers of a part shorter still. */
const FIELD_LIMIT = 64 * 1024;
const HEADER_LIMIT = 16 * 1024;
const MAX_PARTS = 50;
const CRLF = Buffer.from('\r\n');
const BLANK_LINE = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data Content-Type, or undefined for any other type. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Browsers escape a quoted value as the HTML form encoding says: %22, %0D, %0A, nothing else. */
function unquote(value: string): string {
  return value.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/** name and filename of a part, from Content-Disposition (filename* in RFC 5987 form wins). */
function disposition(headers: string): { name?: string; filename?: string } {
  const line = headers.split('\r\n').find((h) => /^content-disposition\s*:/i.test(h));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return {};
  const params = line.slice(line.indexOf(':') + 1);
  const param = (key: string): string | undefined => {
    const match = new RegExp(`;\\s*${key}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(params);
    return match ? (match[1] !== undefined ? unquote(match[1]) : match[2]) : undefined;
  };
  const extended = /;\s*filename\*\s*=\s*([\w-]+)'[^']*'([^;\s]*)/i.exec(params);
  let filename = param('filename');
  if (extended && /^utf-8$/i.test(extended[1])) {
    try {
      filename = decodeURIComponent(extended[2]);
    } catch {
      /* a broken encoding: keep the plain filename */
    }
  }
  // Browsers may send a path (C:\fakepath\photo.png); only the last segment is the name.
  return { name: param('name'), filename: filename?.split(/[\\/]/).pop() };
}

type Part =
  | { readonly kind: 'field'; readonly name: string; readonly pieces: Buffer[]; size: number }
  | {
      readonly kind: 'file';
      readonly name: string;
      readonly handle: fs.promises.FileHandle;
      size: number;
      head: Buffer;
    }
  | { readonly kind: 'skip' };

/**
 * Reads a multipart/form-data body as it arrives: text fields into memory (64 KiB each at most),
 * the one `file` part straight into a temporary file, so memory stays flat whatever the file's
 * size. Bytes are counted as they come, so a body past its limit is refused without being kept.
 * On any refusal the temporary file is removed; on success the caller owns it.
 */
export async function receiveForm(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  options: ReceiveOptions,
): Promise<ReceivedForm> {
  if (!body) throw badRequest(MALFORMED);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  /** The temporary file while it is written, to close and remove should anything fail. */
  let open: { readonly path: string; readonly handle: fs.promises.FileHandle } | undefined;
  let part: Part | undefined;
  let parts = 0;
  // Widened on purpose: step() moves it, which the compiler does not see from this function.
  let state = 'preamble' as 'preamble' | 'boundary' | 'headers' | 'body' | 'end';
  // A leading CRLF lets the first boundary line match the delimiter like every later one.
  let buffer: Buffer = Buffer.from(CRLF);
  let received = 0;
  const reader = body.getReader();

  const openPart = async (headers: string): Promise<Part> => {
    if (++parts > MAX_PARTS) throw badRequest(MALFORMED);
    const { name, filename } = disposition(headers);
    if (name === undefined) return { kind: 'skip' };
    if (filename === undefined) return { kind: 'field', name, pieces: [], size: 0 };
    if (name !== 'file') return { kind: 'skip' };
    if (file || open) throw badRequest('Send one file per request', { file: 'One file only' });
    await options.onFile?.(filename, fields);
    await fs.promises.mkdir(options.folder, { recursive: true });
    // A dot keeps the name apart from chunk folders, whose Dropzone ids have none.
    const where = path.join(options.folder, `incoming.${randomBytes(16).toString('hex')}`);
    open = { path: where, handle: await fs.promises.open(where, 'wx', 0o600) };
    return { kind: 'file', name: filename, handle: open.handle, size: 0, head: Buffer.alloc(0) };
  };

  const write = async (bytes: Buffer): Promise<void> => {
    if (!part || part.kind === 'skip' || bytes.length === 0) return;
    part.size += bytes.length;
    if (part.kind === 'field') {
      if (part.size > FIELD_LIMIT) throw badRequest(`The field ${part.name} is too long`);
      part.pieces.push(Buffer.from(bytes));
    } else {
      if (part.size > options.fileLimit) throw options.tooBig(part.size);
      if (part.head.length < HEAD_BYTES)
        part.head = Buffer.concat([part.head, bytes.subarray(0, HEAD_BYTES - part.head.length)]);
      await part.handle.write(bytes);
    }
  };

  const closePart = async (): Promise<void> => {
    if (part?.kind === 'field') fields[part.name] = Buffer.concat(part.pieces).toString('utf8');
    if (part?.kind === 'file' && open) {
      await part.handle.close();
      file = { name: part.name, path: open.path, size: part.size, head: part.head };
      open = undefined;
    }
    part = undefined;
  };

  /** Moves through the buffer as far as it goes; answers false when it needs more bytes. */
  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble':
      case 'body': {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          // Keep what could be the start of a delimiter split across two pieces.
          const safe = buffer.length - (delimiter.length - 1);
          if (safe > 0) {
            if (state === 'body') await write(buffer.subarray(0, safe));
            buffer = buffer.subarray(safe);
          }
          return false;
        }
        if (state === 'body') {
          await write(buffer.subarray(0, at));
          await closePart();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'boundary';
        return true;
      }
      case 'boundary': {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'end';
          return false;
        }
        const at = buffer.indexOf(CRLF);
        if (at < 0) {
          if (buffer.length > 256) throw badRequest(MALFORMED);
          return false;
        }
        if (!/^[ \t]*$/.test(buffer.subarray(0, at).toString('latin1'))) throw badRequest(MALFORMED);
        buffer = buffer.subarray(at + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const empty = buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a;
        const at = empty ? -2 : buffer.indexOf(BLANK_LINE);
        if (at === -1) {
          if (buffer.length > HEADER_LIMIT) throw badRequest(MALFORMED);
          return false;
        }
        part = await openPart(empty ? '' : buffer.subarray(0, at).toString('utf8'));
        buffer = buffer.subarray(at + 4);
        state = 'body';
        return true;
      }
      case 'end':
        return false;
    }
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      if (received > options.bodyLimit) throw options.tooBig(received);
      if (state === 'end') continue; // the epilogue, read to the end and dropped
      const piece = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      buffer = buffer.length > 0 ? Buffer.concat([buffer, piece]) : piece;
      while (await step());
    }
    if (state !== 'end') throw badRequest(MALFORMED);
    return { fields, file };
  } catch (error) {
    await open?.handle.close().catch(() => undefined);
    for (const stray of [open?.path, file?.path]) if (stray) await removeQuietly(stray);
    // The rest of the body is left unread: the HTTP server drains or closes it after the answer.
    reader.releaseLock();
    throw error;
  }
}
