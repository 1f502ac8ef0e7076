import { upload, type UploadedFile } from './upload.js';
import { texts } from '../domain/texts.js';

describe('upload', () => {
  it('takes a Blob (browser) and an UploadedFile (server), and may be left out', () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    const file: UploadedFile = { filename: 'a.png', mimetype: 'image/png', data: new Uint8Array([1, 2]) };
    expect(upload.parse(blob)).toBe(blob);
    expect(upload.parse(file)).toBe(file);
    // A multipart reader on the server hands out Buffers, which are Uint8Arrays.
    expect(upload.safeParse({ ...file, data: Buffer.from('x') }).success).toBe(true);
    expect(upload.parse(undefined)).toBeUndefined();
  });

  it('refuses text and objects that are not files', () => {
    expect(upload.safeParse('a.png').error?.issues[0]?.message).toBe(texts.validation.upload);
    expect(upload.safeParse({ filename: 'a.png', mimetype: 'image/png', data: 'AA' }).success).toBe(false);
  });
});
