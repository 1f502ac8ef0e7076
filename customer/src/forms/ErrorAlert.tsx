import type { ComponentChildren } from 'preact';

/** The red alert for an error that belongs to no single field. */
export function ErrorAlert({ id, children }: { id?: string; children: ComponentChildren }) {
  return (
    <div id={id} class="alert alert--error" role="alert">
      {children}
    </div>
  );
}
