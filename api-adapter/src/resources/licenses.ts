import type { ApiClient } from '../client/create-client.js';
import { deleteLicense, getLicense, updateLicense, type License } from '../contract/licenses.js';
import { formText, type FormValues, type RecordId } from './adapter.js';

/** The licence screen /admin/license/{id} (README, 'The back-office'): read, change type and expiry, delete. */
export function licensesAdapter(client: ApiClient) {
  return {
    async getOne(id: RecordId): Promise<License> {
      return client.call(getLicense, { params: { licenseId: String(id) } });
    },
    /** `licenseType` and `expiration` (YYYY-MM-DD, or empty after 'Datum löschen'). */
    async update(id: RecordId, values: FormValues): Promise<License> {
      await client.call(updateLicense, {
        params: { licenseId: String(id) },
        body: { licensetype: formText(values.licenseType), expiration: formText(values.expiration) },
      });
      return client.call(getLicense, { params: { licenseId: String(id) } });
    },
    async delete(id: RecordId): Promise<{ id: RecordId }> {
      await client.call(deleteLicense, { params: { licenseId: String(id) }, query: {} });
      return { id };
    },
  };
}
