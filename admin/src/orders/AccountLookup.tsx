import { useState } from 'react';
import { Box, Button, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { UserListRow } from '@bfsm/api-adapter';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isLicenseRow } from '../users/row-kind';
import { failureMessage } from './sales-client';

/**
 * The account of an order: its user number typed, or found by e-mail through the user list's
 * search ('Konto suchen') and taken over with one click.
 */
export function AccountLookup({ userId, error, onChange }: { userId: string; error?: string; onChange: (userId: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<UserListRow[] | undefined>();

  const search = async () => {
    if (!email.trim()) return;
    try {
      const { data } = await dataProvider.getList<UserListRow>('users', {
        filter: { term: email.trim() },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'email', order: 'ASC' },
      });
      setFound(data.filter((row) => !isLicenseRow(row)));
    } catch (failure) {
      notify(failureMessage(failure), { type: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={translate('resources.orders.fields.userId')}
        value={userId}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? translate('resources.orders.hint.account')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: '16rem' }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={translate('resources.orders.fields.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          sx={{ flex: '0 1 20rem' }}
        />
        <Button startIcon={<SearchIcon />} onClick={() => void search()}>
          {translate('resources.orders.action.find_account')}
        </Button>
      </Box>
      {found?.length === 0 && <Typography role="status">{translate('resources.orders.hint.no_account_found')}</Typography>}
      {found && found.length > 0 && (
        <List dense aria-label={translate('resources.orders.action.find_account')}>
          {found.map((row) => (
            <ListItemButton key={row.id} selected={row.id === userId} onClick={() => onChange(String(row.id))}>
              <ListItemText
                primary={row.email}
                secondary={`${translate('resources.orders.fields.userId')}: ${row.id}${row.name ? ` · ${row.name}` : ''}`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
