import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ComponentProps } from 'react';
import { useTranslate } from 'react-admin';
import type { Overview, OverviewDay, OverviewMonth, OverviewRenewalMonth, OverviewWeek } from '@bfsm/api-adapter';
import { formatCents } from '../orders/money';
import { FigureTable, type FigureColumn } from './FigureTable';
import { OverviewCard } from './OverviewCard';
import { formatDay, formatShortDay, rateOf, renewalTotals } from './overview-format';

type WeekKey = Exclude<keyof OverviewWeek, 'weekStart'>;
type DayKey = Exclude<keyof OverviewDay, 'date'>;

const chartHeight = 260;

/** A card with bars of some series over periods (weeks, months), and its table. */
function BarChartCard<Row>({
  title,
  periods,
  series,
  columns,
  rows,
}: {
  title: string;
  periods: string[];
  series: ComponentProps<typeof BarChart>['series'];
  columns: FigureColumn<Row>[];
  rows: Row[];
}) {
  return (
    <OverviewCard title={title}>
      <BarChart height={chartHeight} skipAnimation xAxis={[{ scaleType: 'band', data: periods }]} series={series} />
      <FigureTable caption={title} columns={columns} rows={rows} />
    </OverviewCard>
  );
}

/** A bar chart of some series per week, and its table. */
function WeeklyChart({
  title,
  weeks,
  series,
  extra = [],
}: {
  title: string;
  weeks: OverviewWeek[];
  series: WeekKey[];
  extra?: FigureColumn<OverviewWeek>[];
}) {
  const translate = useTranslate();
  const label = (key: WeekKey) => translate(`admin.overview.series.${key}`);
  return (
    <BarChartCard
      title={title}
      periods={weeks.map((week) => formatShortDay(week.weekStart))}
      series={series.map((key) => ({ label: label(key), data: weeks.map((week) => week[key]) }))}
      columns={[
        { header: translate('admin.overview.column.week'), cell: (week) => formatDay(week.weekStart) },
        ...series.map((key) => ({ header: label(key), cell: (week: OverviewWeek) => week[key] })),
        ...extra,
      ]}
      rows={weeks}
    />
  );
}

/** A line chart of some series per day, and its table. */
function DailyChart({ title, days, series }: { title: string; days: OverviewDay[]; series: DayKey[] }) {
  const translate = useTranslate();
  const label = (key: DayKey) => translate(`admin.overview.series.${key}`);
  return (
    <OverviewCard title={title}>
      <LineChart
        height={chartHeight}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: days.map((day) => formatShortDay(day.date)) }]}
        series={series.map((key) => ({ label: label(key), data: days.map((day) => day[key]), showMark: false }))}
      />
      <FigureTable
        caption={title}
        columns={[
          { header: translate('admin.overview.column.day'), cell: (day) => formatDay(day.date) },
          ...series.map((key) => ({ header: label(key), cell: (day: OverviewDay) => day[key] })),
        ]}
        rows={days}
      />
    </OverviewCard>
  );
}

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('de-DE', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Net revenue per month, in euros on the chart and to the cent in its table (decision 062). */
function RevenueChart({ months }: { months: OverviewMonth[] }) {
  const translate = useTranslate();
  const title = translate('admin.overview.chart.revenue');
  const label = translate('admin.overview.series.revenueNetCents');
  return (
    <BarChartCard
      title={title}
      periods={months.map((month) => monthName(month.month))}
      series={[
        {
          label,
          data: months.map((month) => month.revenueNetCents / 100),
          valueFormatter: (euros) => formatCents(Math.round((euros ?? 0) * 100)),
        },
      ]}
      columns={[
        { header: translate('admin.overview.column.month'), cell: (month) => monthName(month.month) },
        { header: label, cell: (month: OverviewMonth) => formatCents(month.revenueNetCents) },
      ]}
      rows={months}
    />
  );
}

const renewalOutcomes = ['renewed', 'declined', 'lapsed'] as const;

/**
 * The renewals of the licence ends in the last 12 months (decision 066), per month of the end, as
 * stacked bars by outcome; its table adds the rate per month and a last row with the sums.
 */
function RenewalChart({ months }: { months: OverviewRenewalMonth[] }) {
  const translate = useTranslate();
  const title = translate('admin.overview.chart.renewals');
  const label = (key: (typeof renewalOutcomes)[number]) => translate(`admin.overview.series.${key}`);
  const rows = [
    ...months.map((month) => ({ name: monthName(month.month), ...month })),
    { name: translate('admin.overview.column.sum'), ...renewalTotals(months) },
  ];
  return (
    <BarChartCard
      title={title}
      periods={months.map((month) => monthName(month.month))}
      series={renewalOutcomes.map((key) => ({ label: label(key), stack: 'outcome', data: months.map((month) => month[key]) }))}
      columns={[
        { header: translate('admin.overview.column.licenceEndMonth'), cell: (row) => row.name },
        ...renewalOutcomes.map((key) => ({ header: label(key), cell: (row: (typeof rows)[number]) => row[key] })),
        {
          header: translate('admin.overview.column.renewalRate'),
          cell: (row) => rateOf(row.renewed, row.renewed + row.declined + row.lapsed),
        },
      ]}
      rows={rows}
    />
  );
}

/** The charts: revenue and renewals per month, and the five of the last 12 weeks (decision 041). */
export function OverviewCharts({ overview }: { overview: Overview }) {
  const translate = useTranslate();
  const { weeks, days } = overview;
  return (
    <>
      <RevenueChart months={overview.money.months} />
      <RenewalChart months={overview.money.renewalMonths} />
      <WeeklyChart
        title={translate('admin.overview.chart.registrations')}
        weeks={weeks}
        series={['registrationsTrial', 'registrationsConcept']}
      />
      <WeeklyChart
        title={translate('admin.overview.chart.trials')}
        weeks={weeks}
        series={['trialsStarted', 'trialsConverted']}
        extra={[{ header: translate('admin.overview.column.rate'), cell: (week) => rateOf(week.trialsConverted, week.trialsStarted) }]}
      />
      <WeeklyChart title={translate('admin.overview.chart.devices')} weeks={weeks} series={['activeDevices']} />
      <DailyChart title={translate('admin.overview.chart.signIns')} days={days} series={['signInFailures', 'signInLocks']} />
      <WeeklyChart title={translate('admin.overview.chart.mails')} weeks={weeks} series={['mailsSent', 'mailsFailed']} />
    </>
  );
}
