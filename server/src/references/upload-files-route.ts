import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { uploadsUrlPrefix } from './reference-uploads.js';

/**
 * Serves the uploaded files under /uploads/. Every upload has a folder of its own that is never
 * written again (reference-uploads.ts), so its files may be cached for a year; staging folders
 * (dot names) are never served.
 */
export async function registerUploadFiles(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: uploadsUrlPrefix,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'ignore',
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
}
