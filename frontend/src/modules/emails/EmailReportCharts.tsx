import { BarsList, FunnelChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useIntl } from 'react-intl';

export interface ChartBar {
  key: string;
  label: string;
  value: number;
  /** A Mantine colour name. */
  color: string;
}

interface Props {
  /** The funnel (accepted → delivered → opened → clicked) or bars (failures, unsubscribes, complaints). */
  kind: 'funnel' | 'bars';
  bars: readonly ChartBar[];
  label: string;
}

/**
 * One of the report's charts. Loaded on its own (React.lazy) so the charting library is fetched
 * only for reports, as on the pipeline report; it imports nothing else of the app's UI, so the
 * initial bundle keeps its shape.
 */
export function EmailReportCharts({ kind, bars, label }: Props) {
  const intl = useIntl();
  const format = (value: number) => intl.formatNumber(value);
  return (
    <div role="img" aria-label={label} data-testid={kind === 'funnel' ? 'email-report-funnel' : 'email-report-problems'}>
      {kind === 'funnel' ? (
        <FunnelChart
          size={240}
          withLabels
          withTooltip
          withLegend
          labelsPosition="inside"
          valueFormatter={format}
          data={bars.map((bar) => ({ key: bar.key, name: bar.label, value: bar.value, color: `${bar.color}.6` }))}
        />
      ) : (
        <BarsList minBarSize={170} valueFormatter={format} barTextColor="white" data={bars.map((bar) => ({ name: bar.label, value: bar.value, color: `${bar.color}.6` }))} />
      )}
    </div>
  );
}
