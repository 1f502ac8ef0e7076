import { useEffect, useState } from 'preact/hooks';
import { ApiError, texts } from '@bfsm/api-adapter';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

/** Runs `load` when the component mounts and whenever `deps` change; a stale answer is dropped. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => controller.signal.aborted || setState({ status: 'ready', data }),
      (error: unknown) => controller.signal.aborted || setState({ status: 'failed', error: asApiError(error) }),
    );
    return () => controller.abort();
    // The caller names what the load depends on, as with useEffect.
  }, deps);
  return state;
}

/** Anything thrown that is not an ApiError (a bug, most likely) is shown as the generic error. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'unexpected', texts.errors.generic);
}
