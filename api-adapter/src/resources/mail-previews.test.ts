import { createApiClient } from '../client/create-client.js';
import { mailSlugs } from '../domain/mail-slugs.js';
import { ok } from '../testing/fake-answers.js';
import { fakeApi } from '../testing/fake-api.js';
import type { ResourceAdapter } from './adapter.js';
import { mailPreviewsAdapter } from './mail-previews.js';

describe('mailPreviewsAdapter', () => {
  const preview = { title: 'Willkommen', content: '<!doctype html><p>Hallo</p>', text: 'Hallo' };

  it('lists every template by slug without asking the server', async () => {
    const { fetch, requests } = fakeApi({});
    const adapter: ResourceAdapter = mailPreviewsAdapter(createApiClient({ fetch, navigate: () => undefined }));
    const answer = await adapter.getList?.({ filter: {} });
    expect(answer).toEqual({ total: mailSlugs.length, data: mailSlugs.map((id) => ({ id })) });
    expect(requests).toEqual([]);
  });

  it('renders one template through the preview call, and refuses an unknown slug unasked', async () => {
    const { fetch, requests } = fakeApi({ getMailPreview: ok(preview) });
    const adapter = mailPreviewsAdapter(createApiClient({ fetch, navigate: () => undefined }));
    await expect(adapter.getOne('invite')).resolves.toEqual({ id: 'invite', ...preview });
    await expect(adapter.getOne('gibt-es-nicht')).rejects.toMatchObject({ status: 404 });
    expect(requests.map((request) => request.url)).toEqual(['/webapi/email-debug-output/invite']);
  });
});
