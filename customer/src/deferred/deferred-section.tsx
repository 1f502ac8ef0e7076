import type { ComponentType, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { texts } from '@bfsm/api-adapter';
import { appErrors } from '../error-reporting/app-errors';
import { ErrorAlert } from '../forms/ErrorAlert';
import { customerTexts } from '../texts';

/** After the browser has painted what the screen shows now: rendering what follows starts a task of its own. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A part of a screen below its first view (the sessions list, passkeys, a pool's tables) whose
 * code loads on its own, after the screen's first paint: on a phone the start of a signed-in screen
 * evaluated and drew them all in one long task, which Lighthouse counted as blocking time
 * (docs/benchmarks.md, 'Kundenseiten auf dem Telefon'). Any data the part asks for is asked for
 * when it mounts, so after its code. Until then a placeholder holds the place, as high as its
 * class `placeholder` says (styles/account-details.css; the customer page's CSP allows no inline styles),
 * with aria-busy and nothing to focus; parts below it move only where they were out of view.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder }: { placeholder: string },
): (props: P) => JSX.Element {
  let loading: Promise<ComponentType<P>> | undefined;
  // Once loaded, a part that mounts again (another visit of the screen) draws at once.
  let loaded: ComponentType<P> | undefined;
  const failed = () => (
    <div class="card">
      <ErrorAlert>{texts.errors.lazyLoad}</ErrorAlert>
    </div>
  );

  return function DeferredSection(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      void afterNextPaint()
        .then(() => (loading ??= load().then((component) => (loaded = component))))
        .then(
          (component) => mounted && setPart(() => component),
          (error: unknown) => {
            // A failed load may succeed at the next visit (the network back): not kept.
            loading = undefined;
            console.error(error);
            appErrors.report(error);
            if (mounted) setPart(() => failed);
          },
        );
      return () => {
        mounted = false;
      };
    }, []);
    if (!Part) {
      return (
        <div class={`card deferred-section ${placeholder}`} aria-busy="true">
          <p class="loading-hint">{customerTexts.loading}</p>
        </div>
      );
    }
    return <Part {...props} />;
  };
}
