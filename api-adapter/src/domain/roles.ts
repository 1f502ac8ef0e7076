/** The role that makes a user an administrator; other users have no role at all. */
export const adminRole = 'ROLE_ADMIN';
