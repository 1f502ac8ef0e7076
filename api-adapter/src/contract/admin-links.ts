import * as z from 'zod/mini';
import { adminOnly } from './access.js';
import { defineCall } from './define.js';

/**
 * The back-office's external links Blog and Analytics (README, 'The back-office'), from the operator's
 * BLOG_URL and ANALYTICS_URL; null hides a link. Admin-only: these addresses are nobody else's
 * business, and the admin app asks once at start.
 */
export const adminLinks = z.object({ blogUrl: z.nullable(z.string()), analyticsUrl: z.nullable(z.string()) });
export type AdminLinks = z.infer<typeof adminLinks>;

export const getAdminLinks = defineCall({
  name: 'getAdminLinks',
  method: 'GET',
  path: '/webapi/admin-links',
  access: adminOnly,
  encoding: 'none',
  response: adminLinks,
});
