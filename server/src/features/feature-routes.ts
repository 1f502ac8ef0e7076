import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { featureCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { featureExists, listUserFeatures, setFeatureState } from './user-features.js';

const unknownFeature = () => new HttpError(404, 'not-found', 'Dieses Feature gibt es nicht.');

/** Feature flags per user, which admins switch on the profile (admins only, as the contract declares). */
export function registerFeatureRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; db: Kysely<Database>; users: UserDirectory }): void {
  const { db } = deps;

  async function existingUser(userId: number): Promise<number> {
    if (!(await deps.users.findById(userId))) throw HttpError.notFound();
    return userId;
  }

  contractRoute(app, deps.route, featureCalls.listFeatures, async ({ params }) => listUserFeatures(db, await existingUser(params.userId)));

  for (const [call, enabled] of [
    [featureCalls.enableFeature, true],
    [featureCalls.disableFeature, false],
  ] as const) {
    contractRoute(app, deps.route, call, async ({ params }) => {
      const userId = await existingUser(params.userId);
      if (!(await featureExists(db, params.name))) throw unknownFeature();
      await setFeatureState(db, userId, params.name, enabled);
      return { success: true as const };
    });
  }
}
