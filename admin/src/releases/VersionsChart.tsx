import { BarChart } from '@mui/x-charts/BarChart';

/** The devices per version as bars, in the charts' chunk (charts/chart-screens.ts). */
export function VersionsChart({
  versions,
  devices,
  label,
  height,
}: {
  versions: string[];
  devices: number[];
  label: string;
  height: number;
}) {
  return (
    <BarChart
      height={height}
      skipAnimation
      hideLegend
      xAxis={[{ scaleType: 'band', data: versions }]}
      series={[{ label, data: devices }]}
    />
  );
}
