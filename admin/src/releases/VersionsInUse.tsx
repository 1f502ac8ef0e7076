import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { createApiClient, displayVersion, releaseCalls, texts } from '@bfsm/api-adapter';
import { FigureTable } from '../overview/FigureTable';
import { formatPercent } from '../overview/overview-format';

const client = createApiClient();

/**
 * Beside the 'Versionen' list (issue 21): how many of the devices seen in the last 30 days run
 * each version, as a bar chart and as a table (the chart alone is not accessible), and the share
 * on the newest stable version. Loaded lazily with its chart library, as the Übersicht's charts.
 */
export default function VersionsInUse() {
  const translate = useTranslate();
  const inUse = useQuery({
    queryKey: ['versions-in-use'],
    queryFn: () => client.call(releaseCalls.getVersionsInUse, {}),
    retry: false,
  });
  const title = translate('resources.releases.in_use.title');
  const versionName = (version: string | null) =>
    version === null ? translate('resources.releases.in_use.unknown') : displayVersion(version);
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 360 }, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {inUse.isPending && <CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
        {inUse.isError && <Alert severity="error">{inUse.error.message || texts.errors.generic}</Alert>}
        {inUse.data && (
          <>
            <Typography variant="body2">
              {inUse.data.newestStable === null || inUse.data.shareOnNewestStable === null
                ? translate('resources.releases.in_use.no_stable')
                : translate('resources.releases.in_use.share', {
                    version: displayVersion(inUse.data.newestStable),
                    share: formatPercent(inUse.data.shareOnNewestStable),
                  })}
            </Typography>
            {inUse.data.versions.length > 0 && (
              <BarChart
                height={220}
                skipAnimation
                hideLegend
                xAxis={[{ scaleType: 'band', data: inUse.data.versions.map((row) => versionName(row.version)) }]}
                series={[{ label: translate('resources.releases.in_use.devices'), data: inUse.data.versions.map((row) => row.devices) }]}
              />
            )}
            <FigureTable
              caption={translate('resources.releases.in_use.caption')}
              columns={[
                {
                  header: translate('resources.releases.fields.version'),
                  cell: (row: { version: string | null }) => versionName(row.version),
                },
                { header: translate('resources.releases.in_use.devices'), cell: (row: { devices: number }) => row.devices },
              ]}
              rows={inUse.data.versions}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
