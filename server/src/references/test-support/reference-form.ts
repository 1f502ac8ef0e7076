import sharp from 'sharp';

/** A real PNG of `width` × `height`: a colour gradient, as a photo would have. */
export async function pngPicture(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i % width) % 256, Math.floor(i / width) % 256, 90], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export interface ReferenceFormFields {
  title?: string;
  teaser_square_img?: string;
  teaser_square_img_large?: string;
  teaser_text?: string;
  full_img?: string;
  full_img_large?: string;
  license_text?: string;
  show_on_homepage?: '1';
  _token?: string;
}

export interface ReferenceFormFiles {
  teaserimageupload?: { data: Uint8Array; name: string; type: string };
  fullimageupload?: { data: Uint8Array; name: string; type: string };
}

/**
 * The reference form as a browser sends it: multipart with `create_reference_form[...]` names,
 * text fields first and files last (as the typed client orders them), built by the platform's
 * own FormData so the encoding is the real one.
 */
export async function referenceFormBody(
  fields: ReferenceFormFields,
  files: ReferenceFormFiles = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(`create_reference_form[${name}]`, value);
  for (const [name, file] of Object.entries(files))
    if (file) form.append(`create_reference_form[${name}]`, new Blob([file.data], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
