/**
 * What an activation request file names (decision 045), read in the browser to show the customer
 * which machine he is about to activate; the server checks the file's signature, not this.
 */
export function requestedDevice(text: string): { name: string; fingerprint: string } | undefined {
  try {
    const envelope = JSON.parse(text) as { payload?: unknown };
    if (typeof envelope.payload !== 'string') return undefined;
    const bytes = Uint8Array.from(atob(envelope.payload), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { deviceName?: unknown; fingerprint?: unknown };
    if (typeof claims.deviceName !== 'string' || typeof claims.fingerprint !== 'string') return undefined;
    return { name: claims.deviceName, fingerprint: claims.fingerprint.slice(0, 8) };
  } catch {
    return undefined;
  }
}

/** Offers the licence file as a download under its name (`*.bfsm-lizenz`). */
export function downloadLicenseFile(file: object, fileName: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
