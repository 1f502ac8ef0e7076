import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { createApiClient, displayVersion, texts } from '@bfsm/api-adapter';
import { FigureTable } from '../overview/FigureTable';
import { formatPercent } from '../overview/overview-format';
import { earlyRequests } from '../shell/early-requests';
import { askVersionsInUse } from './versions-in-use-call';

// It takes the answer main.ts started early (screens.ts).
const client = createApiClient({ fetch: earlyRequests.fetch });

/** Its place: below the list on a phone, a column of its own beside it from 'md' on. */
const besideTheList = { ml: { md: 2 }, width: { md: 360 }, flexShrink: 0 };

/** The chart's height, kept free while the chart library loads. */
const chartHeight = 220;

/** The chart with its library (charts/chart-screens.ts): the heading, share and table do not wait for it. */
const VersionsChart = lazy(() => import('../charts/chart-screens').then((charts) => ({ default: charts.VersionsChart })));

/**
 * Beside the 'Versionen' list (decision 042): how many of the devices seen in the last 30 days run
 * each version, as a bar chart and as a table (the chart alone is not accessible), and the share
 * on the newest stable version. The chart loads with its library apart, as the Übersicht's charts; its place is kept meanwhile.
 * It is the list's aside (react-admin's <List aside>), within the list's context.
 */
export default function VersionsInUse() {
  const translate = useTranslate();
  const inUse = useQuery({
    queryKey: ['versions-in-use'],
    queryFn: () => askVersionsInUse(client),
    retry: false,
  });
  // Below the list on a phone: drawn once the list has its rows, so that they do not push it down.
  // Beside it at a desk its width is kept meanwhile, so that the list does not narrow when it comes.
  // A list that failed shows its error and will not get rows: then this comes at once.
  const { isPending, error } = useListContext();
  const listPending = isPending && !error;
  const title = translate('resources.releases.in_use.title');
  const versionName = (version: string | null) =>
    version === null ? translate('resources.releases.in_use.unknown') : displayVersion(version);
  if (listPending) return <Box sx={besideTheList} />;
  return (
    <Card component="section" aria-label={title} sx={{ ...besideTheList, mt: { xs: 2, md: 0 }, alignSelf: 'flex-start' }}>
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
              <Suspense fallback={<Box sx={{ height: chartHeight }} />}>
                <VersionsChart
                  versions={inUse.data.versions.map((row) => versionName(row.version))}
                  devices={inUse.data.versions.map((row) => row.devices)}
                  label={translate('resources.releases.in_use.devices')}
                  height={chartHeight}
                />
              </Suspense>
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
