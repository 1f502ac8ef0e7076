import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminSections } from '@bfsm/api-adapter';

describe('the sections the server answers under /admin', () => {
  it('are the resources and custom routes that App.tsx declares', () => {
    const app = readFileSync(path.join(__dirname, '..', 'App.tsx'), 'utf8');
    const resources = [...app.matchAll(/<Resource\s+name="([^"]+)"/g)].map((match) => match[1]);
    // Only the routes inside <CustomRoutes>: the outer router's /admin/* route is the app itself.
    const customRoutesBlock = /<CustomRoutes>([\s\S]*?)<\/CustomRoutes>/.exec(app)?.[1] ?? '';
    const customRoutes = [...customRoutesBlock.matchAll(/<Route\s+path="\/([^/"]+)/g)].map((match) => match[1]);
    expect([...new Set([...resources, ...customRoutes])].sort()).toEqual([...adminSections].sort());
  });
});
