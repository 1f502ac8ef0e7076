import type { refuse } from '../http/http-error.js';

/** A type-only import names a shape and is no dependency at run time: allowed. */
export type Refuse = typeof refuse;
