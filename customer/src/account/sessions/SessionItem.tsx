import type { ActiveSession } from '@bfsm/api-adapter';
import { germanDateTime } from '../../dates/german-date-time';
import { accountTexts } from '../account-texts';
import { sessionName } from './session-name';

const t = accountTexts.sessions;

interface Props {
  session: ActiveSession;
  busy: boolean;
  onEnd: (session: ActiveSession) => void;
}

/** One session: browser, address and times; the current one marked, the others with their own 'Abmelden'. */
export function SessionItem({ session, busy, onEnd }: Props) {
  const name = sessionName(session);
  return (
    <li class="session">
      <p class="session__name">
        <strong>{name}</strong>
        {session.current && <span class="session__current">{t.current}</span>}
      </p>
      <dl class="session__facts">
        <dt>{t.address}</dt>
        <dd>{session.ip ?? t.unknownAddress}</dd>
        <dt>{t.signedIn}</dt>
        <dd>{germanDateTime(session.signedInAt)}</dd>
        <dt>{t.lastActive}</dt>
        <dd>{germanDateTime(session.lastActiveAt)}</dd>
      </dl>
      {!session.current && (
        <button type="button" class="button" aria-label={t.endNamed(name)} disabled={busy} onClick={() => onEnd(session)}>
          {t.end}
        </button>
      )}
    </li>
  );
}
