import { Alert, CircularProgress, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { createApiClient, overviewCalls, texts, type Overview, type OverviewFigureKey } from '@bfsm/api-adapter';
import { FigureTable, ViewLink } from './FigureTable';
import { OverviewCard } from './OverviewCard';
import { useUserListLink } from './use-user-list-link';
import { formatCents } from '../orders/money';
import { earlyRequests } from '../shell/early-requests';
import { rateOf, renewalTotals } from './overview-format';

// Answers the figures' call from the one main.ts started when the back-office opened here (shell/first-call.ts).
const client = createApiClient({ fetch: earlyRequests.fetch });

/** The charts with their library (charts/chart-screens.ts): the figures above them do not wait for it. */
const OverviewCharts = lazy(() => import('../charts/chart-screens').then((charts) => ({ default: charts.OverviewCharts })));

/** The figures' order on the page; where a user list view counts the same people, the figure links to it. */
const figureRows: Array<{ key: OverviewFigureKey; view?: 'concept' | 'licensed' }> = [
  { key: 'registrationsTrial' },
  { key: 'registrationsConcept', view: 'concept' },
  { key: 'confirmedAddresses' },
  { key: 'trialsEnded' },
  { key: 'conversions', view: 'licensed' },
  { key: 'devicesActivated' },
];

/** The figures' columns after the first, each a span that ends today. */
const spans = ['today', 'last7Days', 'last30Days'] as const;

/**
 * /admin: the start page 'Übersicht' (decision 041): the figures of today, the last 7
 * and 30 days, the charts of the last 12 weeks with their tables, and the mail queue's health.
 */
export default function OverviewPage() {
  const translate = useTranslate();
  const overview = useQuery({ queryKey: ['overview'], queryFn: () => client.call(overviewCalls.getOverview, {}), retry: false });
  return (
    <>
      <Title title="admin.overview.name" />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('admin.overview.heading')}
      </Typography>
      {overview.isPending && <CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
      {overview.isError && <Alert severity="error">{overview.error.message || texts.errors.generic}</Alert>}
      {overview.data && <OverviewContent overview={overview.data} />}
    </>
  );
}

function OverviewContent({ overview }: { overview: Overview }) {
  const translate = useTranslate();
  const userList = useUserListLink();
  const { mailQueue } = overview;
  const renewals = renewalTotals(overview.money.renewalMonths);
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      {mailQueue.stuck > 0 && (
        <Grid size={12}>
          <Alert severity="warning">
            {translate('admin.overview.mail_stuck', { smart_count: mailQueue.stuck, minutes: mailQueue.stuckAfterMinutes })}
          </Alert>
        </Grid>
      )}
      <OverviewCard title={translate('admin.overview.figures')}>
        <FigureTable
          caption={translate('admin.overview.figures_caption')}
          columns={[
            {
              header: translate('admin.overview.column.figure'),
              cell: (row: (typeof figureRows)[number]) => (
                <ViewLink href={row.view && userList(row.view)}>{translate(`admin.overview.figure.${row.key}`)}</ViewLink>
              ),
            },
            ...spans.map((span) => ({
              header: translate(`admin.overview.column.${span}`),
              cell: (row: (typeof figureRows)[number]) => overview.figures[row.key][span],
            })),
          ]}
          rows={figureRows}
        />
      </OverviewCard>
      <OverviewCard title={translate('admin.overview.now')}>
        <FigureTable
          caption={translate('admin.overview.now_caption')}
          columns={[
            { header: translate('admin.overview.column.figure'), cell: (row: [string, number]) => row[0] },
            { header: translate('admin.overview.column.count'), cell: (row) => row[1] },
          ]}
          rows={[
            [translate('admin.overview.figure.activeDevices'), overview.activeDevices],
            [translate('admin.overview.figure.mailsWaiting'), mailQueue.waiting],
            [translate('admin.overview.figure.mailsStuck', { minutes: mailQueue.stuckAfterMinutes }), mailQueue.stuck],
          ]}
        />
      </OverviewCard>
      <OverviewCard title={translate('admin.overview.money')}>
        <FigureTable
          caption={translate('admin.overview.money_caption')}
          columns={[
            { header: translate('admin.overview.column.figure'), cell: (row: [string, string]) => row[0] },
            { header: translate('admin.overview.column.value'), cell: (row) => row[1] },
          ]}
          rows={[
            [translate('admin.overview.figure.openCents'), formatCents(overview.money.openCents)],
            [translate('admin.overview.figure.overdueCents'), formatCents(overview.money.overdueCents)],
            [translate('admin.overview.figure.renewalsDue'), String(overview.money.renewalsDue)],
            [
              translate('admin.overview.figure.renewalRate'),
              renewals.total === 0
                ? rateOf(0, 0)
                : translate('admin.overview.renewal_rate', { rate: rateOf(renewals.renewed, renewals.total), ...renewals }),
            ],
          ]}
        />
      </OverviewCard>
      <Suspense
        fallback={
          <Grid size={12}>
            <CircularProgress aria-label={translate('ra.page.loading')} size={24} />
          </Grid>
        }
      >
        <OverviewCharts overview={overview} />
      </Suspense>
    </Grid>
  );
}
