import { FunnelChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useIntl } from 'react-intl';

const colors = ['blue.9', 'blue.8', 'blue.7', 'blue.6', 'blue.5', 'blue.4', 'teal.5'];

interface Props {
  stages: readonly { statusId: number; label: string; entered: number }[];
  label: string;
}

/**
 * The report's funnel: deals entering each funnel stage, lead to active client (issue 13).
 * Loaded on its own (React.lazy) so the charting library is fetched only for the report.
 */
export function PipelineFunnel({ stages, label }: Props) {
  const intl = useIntl();
  return (
    <div role="img" aria-label={label} data-testid="pipeline-funnel">
      <FunnelChart
        size={260}
        withLabels
        withTooltip
        labelsPosition="inside"
        valueFormatter={(value) => intl.formatNumber(value)}
        data={stages.map((stage, index) => ({ key: stage.statusId, name: stage.label, value: stage.entered, color: colors[index % colors.length] }))}
      />
    </div>
  );
}
