import { ErrorAlert } from './ErrorAlert';

/** What the last action came to: done (`ok`) or refused, in words for the user. */
export type Outcome = { ok: boolean; text: string } | undefined;

/**
 * The green line of a done action or the red alert of a refused one. The green line's live region
 * stays in the page while empty: a screen reader announces what changes inside a region it
 * already knows, not always a region that arrives with its text.
 */
export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div role="status">{outcome?.ok && <p class="alert alert--success">{outcome.text}</p>}</div>
      {outcome && !outcome.ok && <ErrorAlert>{outcome.text}</ErrorAlert>}
    </>
  );
}
