import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { adminOnly } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { formToken, multiLineCheck, recordId, oneLineCheck, requiredText } from './fields.js';
import { texts } from '../domain/texts.js';

/** Feature flags per user, toggled by admins on the profile screen. */

export const feature = z.object({ name: z.string(), description: z.string(), enabled: z.boolean() });
export type Feature = z.infer<typeof feature>;

export const listFeatures = defineCall({
  name: 'listFeatures',
  method: 'GET',
  path: '/webapi/features/:userId',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ userId: recordId }),
  response: z.array(feature),
});

export const featuresToken = defineTokenCall('featuresToken', '/webapi/featuresToken', 'features', adminOnly);

const toggleParams = z.object({ name: requiredText, userId: recordId });
const toggleQuery = z.object({ token: formToken });

export const enableFeature = defineCall({
  name: 'enableFeature',
  method: 'GET',
  path: '/webapi/enableFeature/:name/:userId',
  access: adminOnly,
  encoding: 'none',
  params: toggleParams,
  query: toggleQuery,
  response: successAnswer,
  token: { call: featuresToken, field: 'query.token' },
});

export const disableFeature = defineCall({
  name: 'disableFeature',
  method: 'GET',
  path: '/webapi/disableFeature/:name/:userId',
  access: adminOnly,
  encoding: 'none',
  params: toggleParams,
  query: toggleQuery,
  response: successAnswer,
  token: { call: featuresToken, field: 'query.token' },
});

/**
 * The catalogue of feature flags (an addition; the original calls only toggle them per user): the
 * back-office lists them, adds new ones and edits name and description. Renaming keeps every
 * user's state (the database cascades the name).
 */
export const featureDefinition = z.object({ name: z.string(), description: z.string() });
export type FeatureDefinition = z.infer<typeof featureDefinition>;

/** A flag's name as it appears in the toggle addresses: a letter, then letters, digits, '-', '_' and '.'. */
export const featureName = z
  .string(texts.validation.required)
  .check(
    z.trim(),
    z.minLength(1, texts.validation.required),
    oneLineCheck,
    z.maxLength(100, texts.validation.featureName),
    z.regex(/^[A-Za-z][\w.-]+$/, texts.validation.featureName),
  );

const featureDefinitionBody = z.object({
  name: featureName,
  description: z.pipe(
    z.optional(z.string().check(z.trim(), multiLineCheck)),
    z.transform((value) => value ?? ''),
  ),
  _token: formToken,
});

export const listFeatureCatalogue = defineCall({
  name: 'listFeatureCatalogue',
  method: 'GET',
  path: '/webapi/feature-catalogue',
  access: adminOnly,
  encoding: 'none',
  response: z.array(featureDefinition),
});

export const createFeatureDefinition = defineCall({
  name: 'createFeatureDefinition',
  method: 'POST',
  path: '/webapi/feature-catalogue',
  access: adminOnly,
  encoding: 'form',
  body: featureDefinitionBody,
  response: featureDefinition,
  token: { call: featuresToken, field: 'body._token' },
  errors: ['feature-exists'],
});

export const updateFeatureDefinition = defineCall({
  name: 'updateFeatureDefinition',
  method: 'POST',
  path: '/webapi/feature-catalogue/:name',
  access: adminOnly,
  encoding: 'form',
  params: z.object({ name: requiredText }),
  body: featureDefinitionBody,
  response: featureDefinition,
  token: { call: featuresToken, field: 'body._token' },
  errors: ['feature-exists'],
});
