import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminSections } from '@bfsm/api-adapter';
import type { AdminResource } from './admin-resource';
import { auditResource } from '../audit';
import { featuresResource } from '../features';
import { licenseResource } from '../license';
import { mailPreviewsResource } from '../mail-previews';
import { referencesResource } from '../references';
import { releasesResource } from '../releases';
import { usersResource } from '../users';

const resourceObjects: Record<string, AdminResource> = {
  auditResource,
  featuresResource,
  licenseResource,
  mailPreviewsResource,
  referencesResource,
  releasesResource,
  usersResource,
};

describe('the sections the server answers under /admin', () => {
  it('are the resources and custom routes that App.tsx declares', () => {
    const app = readFileSync(path.join(__dirname, '..', 'App.tsx'), 'utf8');
    const spread = [...app.matchAll(/<Resource\s+\{\.\.\.(\w+)\}/g)].map((match) => match[1]);
    const resources = spread.map((name) => (name && resourceObjects[name]?.name) ?? `unknown object ${name}`);
    // Only the routes inside <CustomRoutes>: the outer router's /admin/* route is the app itself.
    const customRoutesBlock = /<CustomRoutes>([\s\S]*?)<\/CustomRoutes>/.exec(app)?.[1] ?? '';
    const customRoutes = [...customRoutesBlock.matchAll(/<Route\s+path="\/([^/"]+)/g)].map((match) => match[1]);
    expect([...new Set([...resources, ...customRoutes])].sort()).toEqual([...adminSections].sort());
  });
});
