import { refuse } from '../http/http-error.js';

/** A service importing http/, which only route files may. */
export const poolLimit = 3;
export const refusePool = () => refuse();
