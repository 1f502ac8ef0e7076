import type { ApiClient } from '../client/create-client.js';
import { createFeatureDefinition, listFeatureCatalogue, updateFeatureDefinition, type FeatureDefinition } from '../contract/features.js';
import { ApiError } from '../client/api-error.js';
import { texts } from '../domain/texts.js';
import { formText, type FormValues, type ListAnswer, type ListQuery, type RecordId } from './adapter.js';

/** A flag of the catalogue as a record: its name is its id. */
export type FeatureRecord = FeatureDefinition & { id: string };

const toRecord = (feature: FeatureDefinition): FeatureRecord => ({ id: feature.name, ...feature });

/**
 * The catalogue of feature flags. It is a short list that the server answers whole (a few dozen
 * flags at most), so paging and sorting happen here rather than in another pair of query fields.
 */
export function featuresAdapter(client: ApiClient) {
  const catalogue = async () => (await client.call(listFeatureCatalogue, {})).map(toRecord);
  return {
    async getList(query: ListQuery<Record<string, unknown>>): Promise<ListAnswer<FeatureRecord>> {
      const field = query.sort?.field === 'description' ? 'description' : 'name';
      const direction = query.sort?.order === 'DESC' ? -1 : 1;
      const rows = (await catalogue()).sort((a, b) => direction * a[field].localeCompare(b[field], 'de'));
      const { page, perPage } = query.pagination ?? { page: 1, perPage: rows.length };
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
    async getOne(id: RecordId): Promise<FeatureRecord> {
      const found = (await catalogue()).find((feature) => feature.id === String(id));
      if (!found) throw new ApiError(404, 'not-found', texts.errors.notFound);
      return found;
    },
    async create(values: FormValues): Promise<FeatureRecord> {
      return toRecord(
        await client.call(createFeatureDefinition, { body: { name: formText(values.name), description: formText(values.description) } }),
      );
    },
    /** Renaming gives the record a new id: the answer carries it. */
    async update(id: RecordId, values: FormValues): Promise<FeatureRecord> {
      return toRecord(
        await client.call(updateFeatureDefinition, {
          params: { name: String(id) },
          body: { name: formText(values.name), description: formText(values.description) },
        }),
      );
    },
  };
}
