import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import type { UserDirectory } from '../users/user-directory.js';
import { auditActor } from '../http/audit-actor.js';
import { featureExists, listUserFeatures, setFeatureState } from './user-features.js';
import { addFeatureDefinition, changeFeatureDefinition, listFeatureDefinitions } from './feature-catalogue.js';
import type { FastifyRequest } from 'fastify';

/** Feature flags per user, which admins switch on the profile, and their catalogue (admins only, as the contract declares). */
export function featuresRoutes(deps: { db: Kysely<Database>; users: UserDirectory }) {
  const { db } = deps;

  async function existingUser(userId: number) {
    const user = await deps.users.findById(userId);
    if (!user) throw new DomainError('notFound');
    return user;
  }

  /** Enabling and disabling differ only in the state they set. */
  const switchFeature =
    (enabled: boolean) =>
    async ({ params }: { params: { userId: number; name: string } }, request: FastifyRequest) => {
      const user = await existingUser(params.userId);
      if (!(await featureExists(db, params.name))) throw new DomainError('unknownFeature');
      await setFeatureState(db, auditActor(request), { id: user.id, email: user.email }, params.name, enabled);
      return { success: true as const };
    };

  return domainRoutes('features', {
    listFeatures: async ({ params }) => listUserFeatures(db, (await existingUser(params.userId)).id),

    featuresToken: formToken,

    enableFeature: switchFeature(true),

    disableFeature: switchFeature(false),

    listFeatureCatalogue: async () => listFeatureDefinitions(db),

    createFeatureDefinition: async ({ body }) => {
      const created = await addFeatureDefinition(db, { name: body.name, description: body.description });
      if (!created) throw new DomainError('featureNameTaken');
      return created;
    },

    updateFeatureDefinition: async ({ params, body }) => {
      const changed = await changeFeatureDefinition(db, params.name, { name: body.name, description: body.description });
      if (changed === undefined) throw new DomainError('unknownFeature');
      if (changed === 'taken') throw new DomainError('featureNameTaken');
      return changed;
    },
  });
}
