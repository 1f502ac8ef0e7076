import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Menu, useBasename, useTranslate } from 'react-admin';
import { backOfficeSections, menuEntries } from '../back-office-sections';
import { useAdminLinks } from './use-admin-links';

/**
 * The admin's tabs (README, 'The back-office'): Übersicht (the start page), then the sections of
 * back-office-sections.ts in their order (Benutzer, Referenzen, Versionen, Bestellungen, Rechnungen,
 * Preise, Nightly, Mails, Features, Protokoll), and the operator's Blog and Analytics as external
 * links, each hidden while its setting is unset.
 */
export function AdminMenu() {
  const basename = useBasename();
  const { blogUrl, analyticsUrl } = useAdminLinks();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="admin.overview.name" />
      {menuEntries(backOfficeSections).map(({ path, label, icon: Icon }) => (
        <Menu.Item key={path} to={`${basename}/${path}`} primaryText={label} leftIcon={Icon && <Icon />} />
      ))}
      {blogUrl && <ExternalLink href={blogUrl} label="admin.menu.blog" />}
      {analyticsUrl && <ExternalLink href={analyticsUrl} label="admin.menu.analytics" />}
    </Menu>
  );
}

function ExternalLink({ href, label }: { href: string; label: string }) {
  const translate = useTranslate();
  return (
    <MenuItem component="a" href={href} target="_blank" rel="noopener noreferrer">
      <ListItemIcon>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}
