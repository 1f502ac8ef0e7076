import { QueryObserver } from '@tanstack/react-query';
import { signInQueries } from './sign-in-queries';

const checkAuthKey = ['auth', 'checkAuth', {}];
const permissionsKey = ['auth', 'getPermissions', {}];

describe("react-admin's queries, holding the sign-in check's answers before the first screen is drawn", () => {
  it('hold an admin as signed in, with their roles, so that react-admin draws its layout at once', async () => {
    const queryClient = await signInQueries({ checkAuth: async () => undefined, getPermissions: async () => ['admin'] });
    expect(queryClient.getQueryData(checkAuthKey)).toBe(true);
    expect(queryClient.getQueryData(permissionsKey)).toEqual(['admin']);
  });

  it('do not ask the auth provider again when a screen mounts: its answer is the page load’s', async () => {
    let checks = 0;
    const queryClient = await signInQueries({
      checkAuth: async () => {
        checks++;
      },
      getPermissions: async () => ['admin'],
    });
    const observer = new QueryObserver(queryClient, { queryKey: checkAuthKey, queryFn: () => (checks++, true) });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toEqual(expect.objectContaining({ data: true, isFetching: false, isStale: false }));
    unsubscribe();
    expect(checks).toBe(1);
  });

  it('hold nothing when the check fails: react-admin then asks itself and handles the failure as before', async () => {
    const queryClient = await signInQueries({
      checkAuth: async () => Promise.reject(new Error('offline')),
      getPermissions: async () => Promise.reject(new Error('offline')),
    });
    expect(queryClient.getQueryData(checkAuthKey)).toBeUndefined();
    expect(queryClient.getQueryData(permissionsKey)).toBeUndefined();
  });
});
