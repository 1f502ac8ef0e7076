import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import CollectionsIcon from '@mui/icons-material/Collections';
import NightlightIcon from '@mui/icons-material/Nightlight';
import MailIcon from '@mui/icons-material/Mail';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import HistoryIcon from '@mui/icons-material/History';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Menu, useBasename } from 'react-admin';
import { useAdminLinks } from './use-admin-links';

/**
 * The admin's tabs (README, 'The back-office'): Benutzer, Referenzen, Nightly, Mails, our Features and the
 * audit timeline (Protokoll, decision 027), and the operator's Blog and Analytics as external
 * links, each hidden while its setting is unset.
 */
export function AdminMenu() {
  const basename = useBasename();
  const { blogUrl, analyticsUrl } = useAdminLinks();
  return (
    <Menu>
      <Menu.Item to={`${basename}/users`} primaryText="Benutzer" leftIcon={<PeopleIcon />} />
      <Menu.Item to={`${basename}/references`} primaryText="Referenzen" leftIcon={<CollectionsIcon />} />
      <Menu.Item to={`${basename}/install-next`} primaryText="Nightly" leftIcon={<NightlightIcon />} />
      <Menu.Item to={`${basename}/email-debug-output`} primaryText="Mails" leftIcon={<MailIcon />} />
      <Menu.Item to={`${basename}/features`} primaryText="Features" leftIcon={<ToggleOnIcon />} />
      <Menu.Item to={`${basename}/audit`} primaryText="Protokoll" leftIcon={<HistoryIcon />} />
      {blogUrl && <ExternalLink href={blogUrl} label="Blog" />}
      {analyticsUrl && <ExternalLink href={analyticsUrl} label="Analytics" />}
    </Menu>
  );
}

function ExternalLink({ href, label }: { href: string; label: string }) {
  return (
    <MenuItem component="a" href={href} target="_blank" rel="noopener noreferrer">
      <ListItemIcon>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}
