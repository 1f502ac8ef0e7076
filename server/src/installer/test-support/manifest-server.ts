import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the loopback server answers at each path: a status and body, or 'hang' for never. */
export type ManifestAnswers = Record<string, { status: number; body: string } | 'hang'>;

/** A small HTTP server on loopback that serves installer manifests, as a download host would. */
export async function startManifestServer(answers: ManifestAnswers): Promise<{ url(path: string): string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const answer = answers[request.url ?? ''];
    if (answer === 'hang') return;
    response.writeHead(answer?.status ?? 404, { 'content-type': 'application/appinstaller' }).end(answer?.body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const nightlyManifest = (version: string) => `<?xml version="1.0" encoding="utf-8"?>
<AppInstaller xmlns="http://schemas.microsoft.com/appx/appinstaller/2021" Version="${version}" Uri="https://downloads.example.com/nightly/Brandfallsteuermatrix.appinstaller">
  <MainBundle Name="Brandfallsteuermatrix" Version="${version}" Publisher="CN=Beispiel" Uri="https://downloads.example.com/nightly/Brandfallsteuermatrix.msixbundle" />
</AppInstaller>`;
