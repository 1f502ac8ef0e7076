/** The address of a pool screen, for the signed-in owner or, for admins, the owner `userId`. */
export function poolAddress(userId: string | undefined, page: '' | 'add' | 'add-license' = ''): string {
  return ['/account/my-pool', userId === undefined ? undefined : encodeURIComponent(userId), page || undefined].filter(Boolean).join('/');
}
