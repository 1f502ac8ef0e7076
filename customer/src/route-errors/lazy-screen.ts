import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { appErrors } from '../error-reporting/app-errors';
import { LoadFailedScreen } from './LoadFailedScreen';

/**
 * A route screen whose code loads on first use. preact-iso's lazy() would wait forever on a chunk
 * that fails to load, so a failed load resolves to the 'Laden fehlgeschlagen.' screen instead.
 */
export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (module) => module.default,
      (error: unknown) => {
        console.error(error);
        appErrors.report(error);
        return LoadFailedScreen;
      },
    ),
  );
}
