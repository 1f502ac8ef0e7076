import { Box, Typography } from '@mui/material';
import LicenseIcon from '@mui/icons-material/CardMembership';
import type { UserListRow } from '@bfsm/api-adapter';
import { useTranslate } from 'react-admin';
import { isLicenseRow, licenseOwnerLabel } from './row-kind';

/** A width per breakpoint (MUI `sx`), e.g. `{ xs: 160, xl: 280 }`, or one CSS length that follows the window. */
export type CellWidth = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;

/**
 * One line cut short with an ellipsis; the whole value stays in the tooltip, so long addresses
 * and names no longer widen the table past a laptop window.
 */
export function ShortText({ value, maxWidth, sx }: { value: string; maxWidth: CellWidth; sx?: object }) {
  if (!value) return null;
  return (
    <Typography component="span" variant="body2" noWrap title={value} sx={{ display: 'block', maxWidth, ...sx }}>
      {value}
    </Typography>
  );
}

/** The licence's own number, so that it is not mistaken for the user with that number. */
export function RowNumber({ row }: { row: UserListRow }) {
  const translate = useTranslate();
  if (!isLicenseRow(row)) return <>{row.sortindex}</>;
  return (
    <Box component="span" title={translate('resources.users.licenseRow.numberTitle', { id: row.sortindex })} sx={{ whiteSpace: 'nowrap' }}>
      {translate('resources.users.licenseRow.number', { id: row.sortindex })}
    </Box>
  );
}

/** The licence marker and whose licence it is (the owner's name; the 'Eigentümer' column has the e-mail), where a user row has its e-mail. */
export function LicenseOwner({ row, maxWidth }: { row: UserListRow; maxWidth: CellWidth }) {
  const translate = useTranslate();
  const label = translate('resources.users.licenseRow.marker');
  const owner = licenseOwnerLabel(row);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <LicenseIcon fontSize="small" color="secondary" role="img" aria-label={label} aria-hidden={false} />
      <ShortText
        value={owner ? translate('resources.users.licenseRow.owner', { owner }) : label}
        maxWidth={maxWidth}
        sx={{ fontStyle: 'italic' }}
      />
    </Box>
  );
}

/** A free licence is held by nobody yet: said in the name's place instead of an empty cell. */
export function Unassigned({ sx }: { sx?: object }) {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" noWrap sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic', ...sx }}>
      {translate('resources.license.parties.unassigned')}
    </Typography>
  );
}

/**
 * The e-mail (or the licence marker and owner) with the name below it, for windows too narrow
 * for a column of its own (UserTable's compact layout).
 */
export function IdentityWithName({ row, maxWidth }: { row: UserListRow; maxWidth: CellWidth }) {
  const below = { color: 'text.secondary', fontSize: '0.8125rem' };
  if (isLicenseRow(row))
    return (
      <>
        <LicenseOwner row={row} maxWidth={maxWidth} />
        <Unassigned sx={{ ...below, pl: 3, maxWidth }} />
      </>
    );
  return (
    <>
      <ShortText value={row.email} maxWidth={maxWidth} />
      <ShortText value={row.name} maxWidth={maxWidth} sx={below} />
    </>
  );
}
