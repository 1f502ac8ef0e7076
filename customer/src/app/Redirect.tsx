import { useLocation } from 'preact-iso';
import { useLayoutEffect } from 'preact/hooks';

/** Replaces the address by `to` inside the app (the history keeps no entry for the old one). */
export function Redirect({ to }: { to: string }) {
  const { route } = useLocation();
  useLayoutEffect(() => {
    route(to, true);
  }, [route, to]);
  return null;
}
