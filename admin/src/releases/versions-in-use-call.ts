import { releaseCalls, type ApiClient } from '@bfsm/api-adapter';

/** 'Versionen im Einsatz' beside 'Versionen' (VersionsInUse.tsx): also made early when the back-office opens there (screens.ts). */
export const askVersionsInUse = (client: ApiClient) => client.call(releaseCalls.getVersionsInUse, {});
