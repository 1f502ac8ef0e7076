import type { ActiveSession } from '@bfsm/api-adapter';
import { accountTexts } from '../account-texts';

const t = accountTexts.sessions;

/** What a person recognises a session by: 'Firefox 126 unter Windows 10'. */
export function sessionName(session: Pick<ActiveSession, 'browser' | 'os'>): string {
  const browser = session.browser ?? t.unknownBrowser;
  return session.os ? t.browserOn(browser, session.os) : browser;
}
