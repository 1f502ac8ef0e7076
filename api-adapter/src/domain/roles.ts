/** The role that makes a user an administrator (spec section 3); other users have no role at all. */
export const adminRole = 'ROLE_ADMIN';
