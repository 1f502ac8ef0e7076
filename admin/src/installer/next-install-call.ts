import { installerCalls, type ApiClient } from '@bfsm/api-adapter';

/** The nightly installer's state on 'Nightly' (InstallerPage.tsx): also made early when the back-office opens there (screens.ts). */
export const askNextInstall = (client: ApiClient) => client.call(installerCalls.getNextInstallUrl, {});
