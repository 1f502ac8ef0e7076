import { createApiClient } from '../client/create-client.js';
import { texts } from '../domain/texts.js';
import { failure, ok } from '../testing/fake-answers.js';
import { fakeApi, type FakeRoutes } from '../testing/fake-api.js';
import { referenceFixture } from '../testing/fixtures.js';
import type { ResourceAdapter } from './adapter.js';
import { referencesAdapter } from './references.js';

const reference = referenceFixture();

function fakeServer(routes: FakeRoutes) {
  const fake = fakeApi({
    createReferenceToken: ok({ token: 'form-token' }),
    deleteReferenceToken: ok({ token: 'delete-token' }),
    getReference: ok(reference),
    ...routes,
  });
  const client = createApiClient({ fetch: fake.fetch, currentAddress: () => '/admin/references', navigate: () => undefined });
  // Typed as the dataProvider's registry sees it, so a signature drift fails the type check.
  const registered: ResourceAdapter = referencesAdapter(client);
  return { requests: fake.requests, adapter: referencesAdapter(client), registered };
}

const fields = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body));

describe('referencesAdapter', () => {
  it('lists a sorted page', async () => {
    const { requests, registered } = fakeServer({ listReferences: ok({ total: 1, references: [reference] }) });
    expect(
      await registered.getList?.({ filter: {}, sort: { field: 'title', order: 'ASC' }, pagination: { page: 2, perPage: 10 } }),
    ).toEqual({ data: [reference], total: 1 });
    expect(requests[0]?.url).toBe('/webapi/references?sort=title&order=ASC&page=2&perPage=10');
  });

  it('reads a reference into the form’s fields', async () => {
    const { adapter } = fakeServer({});
    expect(await adapter.getOne(5)).toEqual({
      id: 5,
      title: 'Klinikum Nord',
      teaser_text: reference.teaserText,
      teaser_square_img: reference.teaserURL,
      teaser_square_img_large: reference.teaserURLLarge,
      full_img: reference.imageURL,
      full_img_large: reference.imageURLLarge,
      license_text: reference.licenseText,
      show_on_homepage: true,
      reference,
    });
  });

  it('creates with the multipart form: addresses, the token, show_on_homepage as 1 when checked', async () => {
    const { requests, adapter } = fakeServer({ createReference: ok({ success: true, id: 5 }) });
    const saved = await adapter.create({
      title: 'Klinikum Nord',
      teaser_text: 'Text',
      teaser_square_img: 'https://bilder.example.de/t.jpg',
      full_img: '',
      show_on_homepage: true,
    });
    expect(saved.id).toBe(5);
    const create = requests.find((request) => request.call === 'createReference');
    expect(fields(create?.body)).toEqual({
      'create_reference_form[title]': 'Klinikum Nord',
      'create_reference_form[teaser_text]': 'Text',
      'create_reference_form[teaser_square_img]': 'https://bilder.example.de/t.jpg',
      'create_reference_form[full_img]': '',
      'create_reference_form[show_on_homepage]': '1',
      'create_reference_form[_token]': 'form-token',
    });
  });

  it('sends a chosen file instead of its image’s addresses, and no show_on_homepage when unchecked', async () => {
    const { requests, adapter } = fakeServer({ editReference: ok({ success: true, id: 5 }) });
    const file = new File([new Uint8Array([0x89, 0x50])], 'bild.png', { type: 'image/png' });
    await adapter.update(5, {
      title: 'Neu',
      teaserimageupload: { rawFile: file },
      teaser_square_img: '/alt.jpg',
      full_img: '/voll.jpg',
      show_on_homepage: false,
    });
    const edit = requests.find((request) => request.call === 'editReference');
    expect(edit?.url).toBe('/webapi/edit-reference/5');
    const sent = fields(edit?.body);
    expect(sent['create_reference_form[teaserimageupload]']).toBe('[object File]');
    expect(sent).not.toHaveProperty('create_reference_form[teaser_square_img]');
    expect(sent).not.toHaveProperty('create_reference_form[show_on_homepage]');
    expect(sent['create_reference_form[full_img]']).toBe('/voll.jpg');
  });

  it('deletes with the delete token in the path', async () => {
    const { requests, adapter } = fakeServer({ deleteReference: ok({ success: true }) });
    expect(await adapter.delete(5)).toEqual({ id: 5 });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /webapi/deleteReferenceToken',
      'DELETE /webapi/reference/5/delete-token',
    ]);
  });

  it('passes a field error on with its target', async () => {
    const { adapter } = fakeServer({
      createReference: failure('invalid-input', 'Das Bild ist beschädigt oder unvollständig.', 'teaserimageupload'),
    });
    await expect(adapter.create({ title: 'X' })).rejects.toMatchObject({
      status: 400,
      message: 'Das Bild ist beschädigt oder unvollständig.',
      target: 'teaserimageupload',
    });
    const { adapter: other } = fakeServer({ createReference: failure('forbidden', texts.errors.forbidden) });
    await expect(other.create({ title: 'X' })).rejects.toMatchObject({ status: 403 });
  });
});
