import { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/**
 * react-admin's query client, holding the sign-in check's answers before the first screen is
 * drawn: with them react-admin draws its layout in that first render, which a transition lets
 * React slice, instead of drawing a loading page first and then the whole layout in one task
 * when the check resolves (a state change React draws in one piece).
 */
export async function signInQueries(authProvider: Pick<AuthProvider, 'checkAuth' | 'getPermissions'>): Promise<QueryClient> {
  const queryClient = new QueryClient();
  // The auth provider asks the server once per page load and answers every later check from that
  // one answer: asking it again when a screen mounts would only redraw the layout.
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  const [signedIn, permissions] = await Promise.allSettled([authProvider.checkAuth({}), authProvider.getPermissions?.({})]);
  if (signedIn.status === 'fulfilled') queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  if (permissions.status === 'fulfilled') queryClient.setQueryData(['auth', 'getPermissions', {}], permissions.value ?? null);
  return queryClient;
}
