import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { adminOnly } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { formToken, numericId, requiredText } from './fields.js';

/** Feature flags per user, toggled by admins on the profile screen. */

export const feature = z.object({ name: z.string(), description: z.string(), enabled: z.boolean() });
export type Feature = z.infer<typeof feature>;

export const listFeatures = defineCall({
  name: 'listFeatures',
  method: 'GET',
  path: '/webapi/features/:userId',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ userId: numericId }),
  response: z.array(feature),
});

export const featuresToken = defineTokenCall('featuresToken', '/webapi/featuresToken', 'features', adminOnly);

const toggleParams = z.object({ name: requiredText, userId: numericId });
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
