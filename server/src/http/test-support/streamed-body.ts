import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';

const chunkBytes = 64 * 1024;
const sampleEveryBytes = 2 * 1024 * 1024;

// A full garbage collection before each measurement, so only memory still held counts.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Memory that holds buffers (what a server that reads a body into memory fills), after a full collection. */
export function heldBufferBytes(): number {
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}

export interface StreamedBody {
  stream: Readable;
  /** Bytes the server has pulled from the stream so far. */
  pulled(): number;
  /** The most buffer memory held (over the baseline taken at creation) while the server pulled, sampled every two megabytes. */
  peakGrowth(): number;
}

/**
 * A request body of `head`, then `fillBytes` bytes made as the server pulls them (never all at
 * once, each chunk a new buffer), then `tail`: so the test itself holds none of the payload,
 * and what the server reads and keeps shows in pulled() and peakGrowth(). Chunks arrive one per
 * turn of the event loop, as from a network, not in one synchronous burst.
 */
export function streamedBody(head: string, fillBytes: number, tail = ''): StreamedBody {
  const baseline = heldBufferBytes();
  let pulled = 0;
  let nextSample = sampleEveryBytes;
  let peak = 0;
  let filled = 0;
  let stage: 'head' | 'fill' | 'tail' | 'done' = 'head';
  const push = (stream: Readable, chunk: Buffer) => {
    pulled += chunk.length;
    if (pulled >= nextSample) {
      nextSample += sampleEveryBytes;
      peak = Math.max(peak, heldBufferBytes() - baseline);
    }
    setImmediate(() => stream.push(chunk));
  };
  const stream = new Readable({
    read() {
      if (stage === 'head') {
        stage = 'fill';
        push(this, Buffer.from(head));
      } else if (stage === 'fill') {
        const size = Math.min(chunkBytes, fillBytes - filled);
        filled += size;
        if (filled >= fillBytes) stage = 'tail';
        push(this, Buffer.alloc(size, 0x61));
      } else if (stage === 'tail') {
        stage = 'done';
        push(this, Buffer.from(tail));
      } else {
        setImmediate(() => this.push(null));
      }
    },
  });
  return {
    stream,
    pulled: () => pulled,
    peakGrowth: () => Math.max(peak, heldBufferBytes() - baseline),
  };
}

export const multipartBoundary = '----bfsm-upload-boundary';

/** One text part of a multipart body. */
export function textPart(name: string, value: string): string {
  return `--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

/** The head of a file part; its bytes and `fileEnd` follow. */
export function fileHead(name: string, filename = 'bild.png'): string {
  return `--${multipartBoundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
}

export const fileEnd = `\r\n--${multipartBoundary}--\r\n`;

export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${multipartBoundary}` };
