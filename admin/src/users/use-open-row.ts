import { useBasename, useNavigate } from 'react-admin';
import { rowTarget } from './row-target';

/** Opens a row of the user list: a profile with a full page load, a licence inside the admin. */
export function useOpenRow() {
  const navigate = useNavigate();
  const basename = useBasename();
  return (id: string | number) => {
    const target = rowTarget(id);
    if (target.kind === 'admin') navigate(`${basename}${target.path}`);
    else location.assign(target.href);
  };
}
