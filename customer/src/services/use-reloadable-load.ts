import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { asApiError, type Loaded } from './use-load';

/**
 * useLoad, plus `reload`: loads again after a change the screen made, and keeps showing the old
 * data until the new has arrived (no flash of 'loading'). An answer that arrives after the
 * dependencies changed or the component went away is dropped.
 */
export function useReloadableLoad<T>(
  load: (signal?: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): { state: Loaded<T>; reload: () => Promise<void> } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => current === generation.current && setState({ status: 'ready', data }),
      (error: unknown) => current === generation.current && setState({ status: 'failed', error: asApiError(error) }),
    );
    return () => {
      generation.current++;
      controller.abort();
    };
    // The caller names what the load depends on, as with useEffect.
  }, deps);

  const reload = useCallback(async () => {
    const current = generation.current;
    try {
      const data = await load();
      if (current === generation.current) setState({ status: 'ready', data });
    } catch (error) {
      if (current === generation.current) setState({ status: 'failed', error: asApiError(error) });
    }
    // The same dependencies as the load itself.
  }, deps);

  return { state, reload };
}
