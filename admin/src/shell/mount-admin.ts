/** The element of admin/index.html that react-admin draws into. */
const adminContainerId = 'admin';

/** The part of `document` that mounting needs, so a test can hand in a fake one. */
export interface HostDocument {
  readonly readyState: DocumentReadyState;
  getElementById(id: string): HTMLElement | null;
  addEventListener(type: 'DOMContentLoaded', listener: () => void, options: { once: true }): void;
}

/**
 * Mounts the admin on its container once the document has loaded. A page without the container
 * is a deployment mistake: say so in the console instead of drawing somewhere unexpected.
 */
export function mountWhenLoaded(
  host: HostDocument,
  mount: (container: HTMLElement) => void,
  reportError: (message: string) => void = (message) => console.error(message),
): void {
  const mountNow = () => {
    const container = host.getElementById(adminContainerId);
    if (!container) {
      reportError(`Admin-Bereich kann nicht starten: das Element <div id="${adminContainerId}"> fehlt in der Seite.`);
      return;
    }
    mount(container);
  };
  if (host.readyState === 'loading') host.addEventListener('DOMContentLoaded', mountNow, { once: true });
  else mountNow();
}
