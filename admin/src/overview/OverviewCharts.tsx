import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { Overview, OverviewDay, OverviewWeek } from '@bfsm/api-adapter';
import { FigureTable, type FigureColumn } from './FigureTable';
import { OverviewCard } from './OverviewCard';
import { conversionRate, formatDay, formatShortDay } from './overview-format';

type WeekKey = Exclude<keyof OverviewWeek, 'weekStart'>;
type DayKey = Exclude<keyof OverviewDay, 'date'>;

const chartHeight = 260;

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
    <OverviewCard title={title}>
      <BarChart
        height={chartHeight}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: weeks.map((week) => formatShortDay(week.weekStart)) }]}
        series={series.map((key) => ({ label: label(key), data: weeks.map((week) => week[key]) }))}
      />
      <FigureTable
        caption={title}
        columns={[
          { header: translate('admin.overview.column.week'), cell: (week) => formatDay(week.weekStart) },
          ...series.map((key) => ({ header: label(key), cell: (week: OverviewWeek) => week[key] })),
          ...extra,
        ]}
        rows={weeks}
      />
    </OverviewCard>
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

/** The five charts of the last 12 weeks (decision 041). */
export function OverviewCharts({ overview }: { overview: Overview }) {
  const translate = useTranslate();
  const { weeks, days } = overview;
  return (
    <>
      <WeeklyChart
        title={translate('admin.overview.chart.registrations')}
        weeks={weeks}
        series={['registrationsTrial', 'registrationsConcept']}
      />
      <WeeklyChart
        title={translate('admin.overview.chart.trials')}
        weeks={weeks}
        series={['trialsStarted', 'trialsConverted']}
        extra={[
          { header: translate('admin.overview.column.rate'), cell: (week) => conversionRate(week.trialsConverted, week.trialsStarted) },
        ]}
      />
      <WeeklyChart title={translate('admin.overview.chart.devices')} weeks={weeks} series={['activeDevices']} />
      <DailyChart title={translate('admin.overview.chart.signIns')} days={days} series={['signInFailures', 'signInLocks']} />
      <WeeklyChart title={translate('admin.overview.chart.mails')} weeks={weeks} series={['mailsSent', 'mailsFailed']} />
    </>
  );
}
