import * as z from 'zod/mini';
import { publicAccess } from './access.js';
import { defineCall } from './define.js';

/**
 * Legal and contact pages (/impressum, /bedingungen, /datenschutz, /kontakt). Calls of our
 * own: their German content is operator-editable, so the server hands it out.
 */
export const pageSlugs = ['impressum', 'bedingungen', 'datenschutz', 'kontakt'] as const;
export type PageSlug = (typeof pageSlugs)[number];

export const getPage = defineCall({
  name: 'getPage',
  method: 'GET',
  path: '/webapi/pages/:slug',
  access: publicAccess,
  encoding: 'none',
  params: z.object({ slug: z.enum(pageSlugs) }),
  /** `html` is sanitised server-side content written by the operator. */
  response: z.object({ title: z.string(), html: z.string() }),
});
