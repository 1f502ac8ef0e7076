import * as z from 'zod/mini';
import { adminOnly } from './access.js';
import { defineCall } from './define.js';

/**
 * The nightly installer. The answer names the installer manifest (an .appinstaller file); the
 * admin screen then fetches that file itself and reads the Version attribute of its AppInstaller
 * root element, which is XML and therefore not part of this JSON contract.
 */
export const getNextInstallUrl = defineCall({
  name: 'getNextInstallUrl',
  method: 'GET',
  path: '/webapi/next-install-url',
  access: adminOnly,
  encoding: 'none',
  response: z.object({ url: z.string() }),
});
