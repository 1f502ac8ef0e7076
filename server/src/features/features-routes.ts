import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { featureCalls, texts } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { auditActor } from '../audit/record-audit-event.js';
import { featureExists, listUserFeatures, setFeatureState } from './user-features.js';
import { addFeatureDefinition, changeFeatureDefinition, listFeatureDefinitions } from './feature-catalogue.js';

const unknownFeature = () => new HttpError(404, 'not-found', 'Dieses Feature gibt es nicht.');
const featureTaken = () => new HttpError(409, 'feature-exists', texts.admin.featureExists, 'name');

/** Feature flags per user, which admins switch on the profile, and their catalogue (admins only, as the contract declares). */
export function registerFeatureRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; db: Kysely<Database>; users: UserDirectory },
): void {
  const { db } = deps;

  async function existingUser(userId: number) {
    const user = await deps.users.findById(userId);
    if (!user) throw HttpError.notFound();
    return user;
  }

  contractRoute(app, deps.route, featureCalls.listFeatures, async ({ params }) =>
    listUserFeatures(db, (await existingUser(params.userId)).id),
  );

  for (const [call, enabled] of [
    [featureCalls.enableFeature, true],
    [featureCalls.disableFeature, false],
  ] as const) {
    contractRoute(app, deps.route, call, async ({ params }, request) => {
      const user = await existingUser(params.userId);
      if (!(await featureExists(db, params.name))) throw unknownFeature();
      await setFeatureState(db, auditActor(request), { id: user.id, email: user.email }, params.name, enabled);
      return { success: true as const };
    });
  }

  contractRoute(app, deps.route, featureCalls.listFeatureCatalogue, async () => listFeatureDefinitions(db));

  contractRoute(app, deps.route, featureCalls.createFeatureDefinition, async ({ body }) => {
    const created = await addFeatureDefinition(db, { name: body.name, description: body.description });
    if (!created) throw featureTaken();
    return created;
  });

  contractRoute(app, deps.route, featureCalls.updateFeatureDefinition, async ({ params, body }) => {
    const changed = await changeFeatureDefinition(db, params.name, { name: body.name, description: body.description });
    if (changed === undefined) throw unknownFeature();
    if (changed === 'taken') throw featureTaken();
    return changed;
  });
}
