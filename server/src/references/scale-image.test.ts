import sharp from 'sharp';
import { ImageRejected, scaleImage, sniffImageFormat } from './scale-image.js';

jest.setTimeout(30_000);

const maxPixels = 40_000_000;

/** A real picture: a colour gradient, so the encoders have something to compress. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([(i % width) % 256, Math.floor(i / width) % 256, 128], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

async function sizeOf(data: Buffer) {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
}

describe('scaleImage', () => {
  it('cuts a teaser into 350 and 700 px squares, as JPEG and WebP', async () => {
    const { files } = await scaleImage(await picture(1200, 800), 'teaser', { maxPixels });
    expect(files.map((file) => file.name)).toEqual(['350.jpg', '350.webp', '700.jpg', '700.webp']);
    const sizes = await Promise.all(files.map((file) => sizeOf(file.data)));
    expect(sizes).toEqual([
      { width: 350, height: 350, format: 'jpeg' },
      { width: 350, height: 350, format: 'webp' },
      { width: 700, height: 700, format: 'jpeg' },
      { width: 700, height: 700, format: 'webp' },
    ]);
  });

  it('scales a full image to 900 px and a high-DPI width, keeping its proportions', async () => {
    const { files } = await scaleImage(await picture(2400, 1200, 'jpeg'), 'full', { maxPixels });
    const sizes = await Promise.all(files.map((file) => sizeOf(file.data)));
    expect(files.map((file) => file.name)).toEqual(['900.jpg', '900.webp', '1800.jpg', '1800.webp']);
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [900, 450],
      [900, 450],
      [1800, 900],
      [1800, 900],
    ]);
  });

  it('never enlarges a full image beyond its upload', async () => {
    const { files } = await scaleImage(await picture(1200, 600, 'webp'), 'full', { maxPixels });
    const widths = await Promise.all(files.map(async (file) => (await sizeOf(file.data)).width));
    expect(widths).toEqual([900, 900, 1200, 1200]);
  });

  it('takes GIF too', async () => {
    await expect(scaleImage(await picture(400, 400, 'gif'), 'teaser', { maxPixels })).resolves.toHaveProperty('files');
  });

  it('judges the content, not a name: text, SVG and PDF are no image', async () => {
    for (const content of ['Hallo', '<svg xmlns="http://www.w3.org/2000/svg"/>', '%PDF-1.7\n']) {
      await expect(scaleImage(Buffer.from(content), 'teaser', { maxPixels })).rejects.toEqual(new ImageRejected('not-an-image'));
    }
  });

  it('refuses a truncated or corrupt image as broken', async () => {
    const png = await picture(600, 600);
    await expect(scaleImage(png.subarray(0, 200), 'teaser', { maxPixels })).rejects.toEqual(new ImageRejected('broken'));
    const corrupt = Buffer.from(png);
    corrupt.fill(0x41, 100, 400);
    await expect(scaleImage(corrupt, 'teaser', { maxPixels })).rejects.toEqual(new ImageRejected('broken'));
  });

  it('refuses more pixels than allowed before decoding them', async () => {
    // 7,000 × 6,000 of one colour: a small file that would unpack into 126 MB.
    const bomb = await sharp({ create: { width: 7_000, height: 6_000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(scaleImage(bomb, 'full', { maxPixels })).rejects.toEqual(new ImageRejected('too-many-pixels'));
  });

  it('strips metadata such as EXIF', async () => {
    const withExif = await sharp(await picture(800, 800))
      .jpeg()
      .withExif({ IFD0: { Artist: 'Geheim' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { files } = await scaleImage(withExif, 'teaser', { maxPixels });
    for (const file of files) expect((await sharp(file.data).metadata()).exif).toBeUndefined();
  });
});

describe('sniffImageFormat', () => {
  it('names JPEG, PNG, GIF and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await picture(10, 10, 'jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await picture(10, 10, 'png'))).toBe('png');
    expect(sniffImageFormat(await picture(10, 10, 'gif'))).toBe('gif');
    expect(sniffImageFormat(await picture(10, 10, 'webp'))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('RIFF0000WAVE'))).toBeUndefined();
  });
});
