import * as z from 'zod/mini';

/** The query of a back-office list that the server sorts and pages: one of `sortFields`, ascending or descending, page and page size. */
export function sortedPageQuery<const Field extends string>(sortFields: readonly [Field, ...Field[]]) {
  return z.object({
    sort: z.optional(z.enum(sortFields)),
    order: z.optional(z.enum(['ASC', 'DESC'])),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    perPage: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  });
}
