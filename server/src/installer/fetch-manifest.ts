import type { NightlyProblem } from '@bfsm/api-adapter';
import { appInstallerVersion } from './appinstaller-manifest.js';

export interface ManifestLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const manifestLimits: ManifestLimits = { timeoutMs: 5000, maxBytes: 256 * 1024 };

/**
 * Fetches the nightly manifest and reads its version. The address is the operator's, but the
 * file is someone else's: the fetch stops after `timeoutMs` and at `maxBytes`, and any failure
 * becomes a problem to show, never a failed page.
 */
export async function fetchManifestVersion(
  url: string,
  limits: ManifestLimits = manifestLimits,
): Promise<{ version: string } | { problem: NightlyProblem }> {
  let text: string;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(limits.timeoutMs),
      redirect: 'follow',
      headers: { accept: 'application/appinstaller, application/xml, text/xml' },
    });
    if (!response.ok || !response.body) return { problem: 'unreachable' };
    const bytes = await readAtMost(response.body, limits.maxBytes);
    if (!bytes) return { problem: 'malformed' };
    text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  } catch {
    return { problem: 'unreachable' };
  }
  const version = appInstallerVersion(text);
  return version ? { version } : { problem: 'malformed' };
}

/** The body's bytes, or undefined (and the download cancelled) once it grows beyond `maxBytes`. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
