import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Reference } from '@bfsm/api-adapter';
import { createReference, createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { tokenOf } from '../test-support/webapi.js';
import { pngPicture, referenceFormBody, type ReferenceFormFields, type ReferenceFormFiles } from './test-support/reference-form.js';

// Scaling real images with sharp on two shared cores takes seconds per save.
jest.setTimeout(60_000);

const password = 'passwort-123';

describe('references: GET /webapi/references, /webapi/reference/{id}, /webapi/public-reference/{id}, POST create/edit, DELETE', () => {
  let t: TestApp;
  let uploadsDir: string;
  let adminCookie: string;
  let customerCookie: string;
  let picture: Buffer;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-uploads-'));
    t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir, UPLOAD_MAX_MEGAPIXELS: '4' } });
    const admin = await createUser(t.db, { kind: 'admin', password });
    adminCookie = await signIn(t.app, admin.email, password);
    const customer = await createUser(t.db, { kind: 'nextOwner', password });
    customerCookie = await signIn(t.app, customer.email, password);
    picture = await pngPicture(1200, 800);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const png = (data: Buffer = picture, name = 'bild.png', type = 'image/png') => ({ data, name, type });
  const uploadFolders = async () => (await readdir(path.join(uploadsDir, 'references')).catch(() => [])).sort();

  async function send(url: string, fields: ReferenceFormFields, files: ReferenceFormFiles = {}, cookie = adminCookie, withToken = true) {
    const token = withToken ? await tokenOf(t.app, cookie, '/webapi/createReferenceToken') : undefined;
    const { payload, headers } = await referenceFormBody({ ...fields, ...(token ? { _token: token } : {}) }, files);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
  }
  const create = (fields: ReferenceFormFields, files?: ReferenceFormFiles) => send('/webapi/create-reference', fields, files);
  const edit = (id: number, fields: ReferenceFormFields, files?: ReferenceFormFiles) => send(`/webapi/edit-reference/${id}`, fields, files);
  const read = async (id: number): Promise<Reference> =>
    (await t.app.inject({ method: 'GET', url: `/webapi/reference/${id}`, headers: { cookie: adminCookie } })).json();
  const remove = async (id: number, cookie = adminCookie) =>
    t.app.inject({
      method: 'DELETE',
      url: `/webapi/reference/${id}/${await tokenOf(t.app, cookie, '/webapi/deleteReferenceToken')}`,
      headers: { cookie },
    });

  async function served(url: string | null) {
    const response = await t.app.inject({ method: 'GET', url: url ?? '/missing' });
    const { width, height, format } =
      response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : { width: 0, height: 0, format: undefined };
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      cache: response.headers['cache-control'],
      width,
      height,
      format,
    };
  }

  it('creates a reference from uploaded images, scaled into every size as JPEG and WebP and served for a year', async () => {
    const response = await create(
      {
        title: 'Klinikum Nord',
        teaser_text: 'Brandfallsteuerung für 12 Gebäude',
        license_text: 'Foto: Muster GmbH',
        show_on_homepage: '1',
      },
      { teaserimageupload: png(), fullimageupload: png() },
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ success: true; id: number }>();
    const reference = await read(id);
    expect(reference).toMatchObject({
      id,
      title: 'Klinikum Nord',
      teaserText: 'Brandfallsteuerung für 12 Gebäude',
      licenseText: 'Foto: Muster GmbH',
      showOnHomepage: true,
    });
    expect(reference.teaserURL).toMatch(/^\/uploads\/references\/[0-9a-f-]{36}\/350\.jpg$/);

    expect(await served(reference.teaserURL)).toEqual({
      status: 200,
      type: 'image/jpeg',
      cache: 'public, max-age=31536000, immutable',
      width: 350,
      height: 350,
      format: 'jpeg',
    });
    expect(await served(reference.teaserURLLarge)).toMatchObject({ width: 700, height: 700, format: 'jpeg' });
    expect(await served(reference.teaserWebpURL)).toMatchObject({ status: 200, type: 'image/webp', width: 350, format: 'webp' });
    expect(await served(reference.teaserWebpURLLarge)).toMatchObject({ width: 700, format: 'webp' });
    expect(await served(reference.imageURL)).toMatchObject({ width: 900, height: 600, format: 'jpeg' });
    // The upload is 1200 px wide: the high-DPI image keeps that width, it is never blown up.
    expect(await served(reference.imageURLLarge)).toMatchObject({ width: 1200, height: 800, format: 'jpeg' });
    expect(await served(reference.imageWebpURL)).toMatchObject({ width: 900, format: 'webp' });
    expect(await served(reference.imageWebpURLLarge)).toMatchObject({ width: 1200, format: 'webp' });
  });

  it('creates a reference from addresses alone, hidden from the homepage when the box is not sent', async () => {
    const { id } = (
      await create({
        title: 'Flughafen',
        teaser_square_img: 'https://bilder.example.de/t.jpg',
        teaser_square_img_large: 'https://bilder.example.de/t2.jpg',
        full_img: '/bilder/voll.jpg',
      })
    ).json();
    expect(await read(id)).toMatchObject({
      teaserURL: 'https://bilder.example.de/t.jpg',
      teaserURLLarge: 'https://bilder.example.de/t2.jpg',
      imageURL: '/bilder/voll.jpg',
      imageURLLarge: null,
      teaserWebpURL: null,
      imageWebpURL: null,
      showOnHomepage: false,
    });
  });

  it('keeps an upload while its address comes back unchanged, and removes its files when replaced', async () => {
    const { id } = (await create({ title: 'Messe', show_on_homepage: '1' }, { teaserimageupload: png(), fullimageupload: png() })).json();
    const before = await read(id);
    const folderOf = (url: string | null) => url?.split('/')[3];

    // Saved as the edit form sends it back: the addresses unchanged, no file.
    expect(
      (
        await edit(id, {
          title: 'Messe Süd',
          teaser_square_img: before.teaserURL ?? '',
          teaser_square_img_large: before.teaserURLLarge ?? '',
          full_img: before.imageURL ?? '',
          full_img_large: before.imageURLLarge ?? '',
          show_on_homepage: '1',
        })
      ).json(),
    ).toEqual({ success: true, id });
    expect(await read(id)).toEqual({ ...before, title: 'Messe Süd' });

    // A new teaser file replaces the teaser's folder; an address typed for the full image removes its folder.
    const replaced = await edit(
      id,
      { title: 'Messe Süd', full_img: 'https://bilder.example.de/neu.jpg' },
      { teaserimageupload: png(await pngPicture(800, 800)) },
    );
    expect(replaced.statusCode).toBe(200);
    const after = await read(id);
    expect(folderOf(after.teaserURL)).not.toBe(folderOf(before.teaserURL));
    expect(after).toMatchObject({ imageURL: 'https://bilder.example.de/neu.jpg', imageWebpURL: null, showOnHomepage: false });
    const folders = await uploadFolders();
    expect(folders).toContain(folderOf(after.teaserURL));
    expect(folders).not.toContain(folderOf(before.teaserURL));
    expect(folders).not.toContain(folderOf(before.imageURL));
    expect((await served(before.teaserURL)).status).toBe(404);
  });

  it('deletes a reference with its files', async () => {
    const { id } = (await create({ title: 'Bahnhof' }, { teaserimageupload: png() })).json();
    const { teaserURL } = await read(id);
    expect((await remove(id)).json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: `/webapi/reference/${id}`, headers: { cookie: adminCookie } })).statusCode).toBe(404);
    expect(await uploadFolders()).not.toContain(teaserURL?.split('/')[3]);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id on read, edit and delete', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/webapi/reference/999999', headers: { cookie: adminCookie } })).json()).toEqual({
      error: 'not-found',
      message: 'Nicht gefunden.',
    });
    expect((await edit(999999, { title: 'Gibt es nicht' })).statusCode).toBe(404);
    expect((await remove(999999)).statusCode).toBe(404);
  });

  it('lists references newest first, pages and sorts by title', async () => {
    await t.db.deleteFrom('showcase_references').execute();
    const a = await createReference(t.db, { title: 'beta', teaserText: 'B' });
    const b = await createReference(t.db, { title: 'Alpha', teaserText: 'A' });
    const c = await createReference(t.db, { title: 'Gamma' });
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/webapi/references${query}`, headers: { cookie: adminCookie } })).json<{
        total: number;
        references: Reference[];
      }>();
    expect((await list('')).references.map((reference) => reference.id)).toEqual([c.id, b.id, a.id]);
    expect(await list('?sort=title&order=ASC&perPage=2&page=1')).toMatchObject({
      total: 3,
      references: [{ title: 'Alpha', teaserText: 'A' }, { title: 'beta' }],
    });
    expect((await list('?sort=title&order=ASC&perPage=2&page=2')).references.map((reference) => reference.title)).toEqual(['Gamma']);
  });

  describe('the public page', () => {
    const publicRead = (id: number) => t.app.inject({ method: 'GET', url: `/webapi/public-reference/${id}` });

    it('shows a homepage reference to anonymous visitors', async () => {
      const shown = await createReference(t.db, { title: 'Stadion', teaserText: 'Text', licenseText: 'Lizenz', showOnHomepage: true });
      expect((await publicRead(shown.id)).json()).toMatchObject({
        id: shown.id,
        title: 'Stadion',
        teaserText: 'Text',
        licenseText: 'Lizenz',
      });
    });

    it('does not find a hidden or unknown reference', async () => {
      const hidden = await createReference(t.db, { title: 'Intern', showOnHomepage: false });
      expect((await publicRead(hidden.id)).statusCode).toBe(404);
      expect((await publicRead(999999)).statusCode).toBe(404);
    });
  });

  describe('refusals', () => {
    it('refuses anonymous visitors and customers on every admin call', async () => {
      const { id } = await createReference(t.db);
      for (const url of ['/webapi/references', `/webapi/reference/${id}`, '/webapi/createReferenceToken', '/webapi/deleteReferenceToken']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        expect((await t.app.inject({ method: 'GET', url, headers: { cookie: customerCookie } })).statusCode).toBe(403);
      }
      const { payload, headers } = await referenceFormBody({ title: 'X', _token: 'x' });
      expect((await t.app.inject({ method: 'POST', url: '/webapi/create-reference', payload, headers })).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/webapi/edit-reference/${id}`,
            payload,
            headers: { ...headers, cookie: customerCookie },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/webapi/reference/${id}/x`, headers: { cookie: customerCookie } })).statusCode,
      ).toBe(403);
      expect(await read(id)).toMatchObject({ id });
    });

    it('refuses a missing or foreign token, and writes nothing', async () => {
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('showcase_references')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const missing = await send('/webapi/create-reference', { title: 'Ohne Token' }, { teaserimageupload: png() }, adminCookie, false);
      expect(missing.json()).toMatchObject({ error: 'invalid-token' });
      const foreign = await referenceFormBody({
        title: 'Fremd',
        _token: await tokenOf(t.app, adminCookie, '/webapi/deleteReferenceToken'),
      });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/webapi/create-reference',
            ...foreign,
            headers: { ...foreign.headers, cookie: adminCookie },
          })
        ).json(),
      ).toMatchObject({ error: 'invalid-token' });
      const { id } = await createReference(t.db);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/webapi/reference/${id}/falsch`, headers: { cookie: adminCookie } })).json(),
      ).toMatchObject({ error: 'invalid-token' });
      expect(await count()).toBe(before + 1);
    });

    it('requires a title', async () => {
      const response = await create({ title: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid-input', message: 'Bitte füllen Sie dieses Feld aus.', target: 'title' });
    });

    it('judges a file by its content: a text named .png and a PDF are refused at their field', async () => {
      const folders = await uploadFolders();
      const text = await create({ title: 'Text' }, { teaserimageupload: png(Buffer.from('kein Bild'), 'bild.png', 'image/png') });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({
        error: 'invalid-input',
        message: 'Bitte laden Sie ein Bild im Format JPEG, PNG, WebP oder GIF hoch.',
        target: 'teaserimageupload',
      });
      const pdf = await create(
        { title: 'PDF' },
        { teaserimageupload: png(), fullimageupload: png(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'plan.pdf', 'application/pdf') },
      );
      expect(pdf.json()).toMatchObject({ error: 'invalid-input', target: 'fullimageupload' });
      // The good teaser of the refused form left no files behind.
      expect(await uploadFolders()).toEqual(folders);
    });

    it('refuses a broken image', async () => {
      const response = await create({ title: 'Kaputt' }, { teaserimageupload: png(picture.subarray(0, 300)) });
      expect(response.json()).toEqual({
        error: 'invalid-input',
        message: 'Das Bild ist beschädigt oder unvollständig.',
        target: 'teaserimageupload',
      });
    });

    it('refuses an image of more pixels than allowed, and a file over the byte limit', async () => {
      const many = await create(
        { title: 'Riesig' },
        {
          fullimageupload: png(
            await sharp({ create: { width: 2500, height: 2000, channels: 3, background: '#888' } })
              .png()
              .toBuffer(),
          ),
        },
      );
      expect(many.statusCode).toBe(413);
      expect(many.json()).toEqual({
        error: 'payload-too-large',
        message: 'Das Bild ist zu groß (höchstens 4 Megapixel).',
        target: 'fullimageupload',
      });
      const heavy = await create({ title: 'Schwer' }, { teaserimageupload: png(Buffer.concat([picture, Buffer.alloc(16 * 1024 * 1024)])) });
      expect(heavy.statusCode).toBe(413);
      expect(heavy.json()).toMatchObject({ error: 'payload-too-large', target: 'create_reference_form[teaserimageupload]' });
    });
  });
});
