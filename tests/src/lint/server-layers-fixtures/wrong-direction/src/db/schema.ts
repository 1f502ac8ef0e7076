import { poolLimit } from '../pools/pool-service.js';

/** The bottom layer reaching up into a feature. */
export const schemaLimit = poolLimit;
