import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { recordNightly, texts, type ApiClient } from '@bfsm/api-adapter';
import { installerProblemText } from './installer-texts';
import { askNextInstall } from './next-install-call';

/**
 * /admin/install-next: the nightly build's version, read by the server from its manifest, and
 * the link that installs it. Every failure is a sentence on the page, never a blank screen.
 */
export default function InstallerPage({ client }: { client: ApiClient }) {
  const translate = useTranslate();
  const nightly = useQuery({
    queryKey: ['next-install-url'],
    queryFn: () => askNextInstall(client),
    retry: false,
  });
  // One click records the manifest's version under 'Versionen' (decision 042); the server reads the manifest again.
  const record = useMutation({ mutationFn: () => recordNightly(client) });
  return (
    <>
      <Title title="admin.installer.name" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('admin.installer.heading')}
          </Typography>
          {nightly.isPending && <CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
          {nightly.isError && <Alert severity="error">{nightly.error.message || texts.errors.generic}</Alert>}
          {nightly.data && (
            <>
              {nightly.data.version && (
                <Typography variant="body1" gutterBottom>
                  {translate('admin.installer.current_version')} <strong>{nightly.data.version}</strong>
                </Typography>
              )}
              {nightly.data.problem && (
                <Alert severity={nightly.data.problem === 'not-configured' ? 'info' : 'warning'}>
                  {installerProblemText[nightly.data.problem]}
                </Alert>
              )}
              {nightly.data.url && (
                <Button variant="contained" href={nightly.data.url} startIcon={<DownloadIcon />} sx={{ mt: 2 }}>
                  {translate('admin.installer.download')}
                </Button>
              )}
              {nightly.data.version && (
                <Button variant="outlined" onClick={() => record.mutate()} disabled={record.isPending} sx={{ mt: 2, ml: 2 }}>
                  {translate('admin.installer.record')}
                </Button>
              )}
              {record.isSuccess && (
                <Alert severity="success" sx={{ mt: 2 }}>
                  {translate('admin.installer.recorded')}
                </Alert>
              )}
              {record.isError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {record.error.message || texts.errors.generic}
                </Alert>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
