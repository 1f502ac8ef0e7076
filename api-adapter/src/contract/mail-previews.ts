import * as z from 'zod/mini';
import { mailSlugs } from '../domain/mail-slugs.js';
import { adminOnly } from './access.js';
import { defineCall } from './define.js';

/** Admin preview of an e-mail template, rendered by the same renderer that sends it. */
export const getMailPreview = defineCall({
  name: 'getMailPreview',
  method: 'GET',
  path: '/webapi/email-debug-output/:slug',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ slug: z.enum(mailSlugs) }),
  /** `content` is the rendered HTML of the mail, `title` its subject, `text` its plain-text part. */
  response: z.object({ content: z.string(), title: z.string(), text: z.string() }),
});
