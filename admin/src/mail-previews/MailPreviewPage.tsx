import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { mailSlugs } from '@bfsm/api-adapter';
import type { MailPreviewRecord } from '@bfsm/api-adapter';
import { Loading, Title, useGetOne, useLocation, useNavigate, useTranslate } from 'react-admin';
import { chosenSlug } from './mail-preview-address';

/**
 * /admin/email-debug-output?q=slug: one template, rendered by the server with
 * sample data. The HTML runs in a sandboxed frame without scripts or same-origin rights, so
 * nothing in a mail can reach the admin page; the plain-text part is shown below it.
 */
export default function MailPreviewPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const slug = chosenSlug(location.search);
  const { data, isPending, error } = useGetOne<MailPreviewRecord>('email-debug-output', { id: slug });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.email-debug-output.page.list" />
      <CardContent>
        <TextField
          select
          label={translate('resources.email-debug-output.fields.template')}
          value={slug}
          onChange={(event) => navigate({ pathname: location.pathname, search: `?q=${encodeURIComponent(event.target.value)}` })}
          sx={{ minWidth: 240, mb: 2 }}
        >
          {mailSlugs.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {candidate}
            </MenuItem>
          ))}
        </TextField>
        {isPending && <Loading />}
        {error && (
          <Typography role="alert" color="error">
            {error.message}
          </Typography>
        )}
        {data && (
          <>
            <Typography variant="h5" component="h2" gutterBottom>
              {data.title}
            </Typography>
            <Box
              component="iframe"
              title={translate('resources.email-debug-output.html_preview', { title: data.title })}
              srcDoc={data.content}
              sandbox=""
              sx={{ width: '100%', height: 600, border: 1, borderColor: 'divider', bgcolor: 'common.white' }}
            />
            <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
              {translate('resources.email-debug-output.text_version')}
            </Typography>
            <Box
              component="pre"
              aria-label={translate('resources.email-debug-output.text_version_of', { title: data.title })}
              sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', p: 2, bgcolor: 'action.hover' }}
            >
              {data.text}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
