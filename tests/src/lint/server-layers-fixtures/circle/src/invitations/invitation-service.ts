import { invite } from '../pools/pool-service.js';

/** …while the invitations use the pools: a circle of folders, though no file imports itself back. */
export const accept = () => invite();
