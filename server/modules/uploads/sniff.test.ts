import { describe, expect, it } from 'vitest';
import { acceptedType, DOCUMENT_MIMES, IMAGE_MIMES, tooBig, typeByContent, typeByName } from './sniff';
import { EXE, PNG } from '../../../tests/helpers/uploads';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const BMP = bytes('BM', [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0], [40, 0, 0, 0], [1, 0, 0, 0]);
const ICO = bytes([0, 0, 1, 0, 1, 0, 16, 16]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const GIF = bytes('GIF87a', [1, 0, 1, 0]);
const PDF = bytes('%PDF-1.7\n');

describe('upload types by content and by name', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [GIF, 'image/gif'],
    [BMP, 'image/bmp'],
    [ICO, 'image/x-icon'],
    [PDF, 'application/pdf'],
    [EXE, undefined],
    [bytes('BM', [0, 0, 0, 0]), undefined],
    [bytes([0, 0, 2, 0, 1, 0]), undefined],
    [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    [Buffer.alloc(0), undefined],
  ])('%# reads the magic bytes', (head, mime) => {
    expect(typeByContent(head)).toBe(mime);
  });

  it('reads the extension whatever its case', () => {
    expect(typeByName('Photo.JPG')).toBe('image/jpeg');
    expect(typeByName('icon.ico')).toBe('image/x-icon');
    expect(typeByName('report.pdf')).toBe('application/pdf');
    expect(typeByName('archive.png.exe')).toBeUndefined();
    expect(typeByName('png')).toBeUndefined();
  });

  it('accepts a file only when name and content agree on an allowed type', () => {
    expect(acceptedType('a.png', PNG, IMAGE_MIMES)).toBe('image/png');
    expect(acceptedType('a.pdf', PDF, IMAGE_MIMES)).toBeUndefined();
    expect(acceptedType('a.pdf', PDF, [...IMAGE_MIMES, ...DOCUMENT_MIMES])).toBe('application/pdf');
    expect(acceptedType('a.pdf', PNG, [...IMAGE_MIMES, ...DOCUMENT_MIMES])).toBeUndefined();
    expect(acceptedType('a.jpeg', PNG, IMAGE_MIMES)).toBeUndefined();
  });

  it('words the size refusal as spec.md does, rounded like Dropzone', () => {
    expect(tooBig(300 * 1024 * 1024)).toBe('File is too big (300MiB). Max filesize: 256MiB.');
    expect(tooBig(268_500_000)).toBe('File is too big (256.06MiB). Max filesize: 256MiB.');
  });
});
