import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useUserListAddress } from './use-user-list-address';

/** Waits for a pause in typing so that not every key press asks the server. */
const typingPauseMs = 400;

/** Search words for e-mail, name and owner; the server requires every word to match. */
export function UserSearchBox() {
  const { term, change } = useUserListAddress();
  const translate = useTranslate();
  const [typed, setTyped] = useState(term);

  // The pending search must use the list state of when it fires: a `change` captured at typing
  // time would bring back an older sort order that was chosen in the meantime.
  const latestChange = useRef(change);
  useEffect(() => {
    latestChange.current = change;
  });

  // Follow the address when it changes from outside (back button, a shared link).
  useEffect(() => setTyped(term), [term]);

  useEffect(() => {
    if (typed.trim() === term.trim()) return;
    const timer = setTimeout(() => latestChange.current({ term: typed }, { replace: true }), typingPauseMs);
    return () => clearTimeout(timer);
  }, [typed, term]);

  return (
    <TextField
      type="search"
      label={translate('ra.action.search')}
      size="small"
      sx={{ width: '24rem', maxWidth: '100%' }}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
