import * as z from 'zod/mini';
import { upload, uploadFieldNames, type UploadedFile } from './upload.js';
import { texts } from '../domain/texts.js';
import { createReference, editReference } from './references.js';
import { register } from './registration.js';

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

describe('uploadFieldNames', () => {
  it('names the declared file fields of a body in bracket form', () => {
    expect(uploadFieldNames(createReference.body)).toEqual([
      'create_reference_form[teaserimageupload]',
      'create_reference_form[fullimageupload]',
    ]);
    expect(uploadFieldNames(editReference.body)).toEqual([
      'create_reference_form[teaserimageupload]',
      'create_reference_form[fullimageupload]',
    ]);
    expect(uploadFieldNames(z.object({ picture: upload, title: z.string() }))).toEqual(['picture']);
  });

  it('finds none in a body without file fields, or without a body', () => {
    expect(uploadFieldNames(register.body)).toEqual([]);
    expect(uploadFieldNames(undefined)).toEqual([]);
  });
});
