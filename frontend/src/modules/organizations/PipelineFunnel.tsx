import { FunnelChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useIntl } from 'react-intl';
import { statusToneFill } from '@/modules/ui/statusBadge';
import { dealStage } from './dealStages';

interface Props {
  stages: readonly { statusId: number; label: string; entered: number }[];
  label: string;
}

/**
 * The report's funnel: deals entering each funnel stage, lead to active client (issue 13), each
 * in its tone's colour from the stage table, as the stage's badge is.
 * Loaded on its own (React.lazy) so the charting library is fetched only for the report.
 */
export function PipelineFunnel({ stages, label }: Props) {
  const intl = useIntl();
  return (
    <div role="img" aria-label={label} data-testid="pipeline-funnel">
      <FunnelChart
        size={260}
        withLabels
        strokeWidth={2}
        withTooltip
        labelsPosition="inside"
        valueFormatter={(value) => intl.formatNumber(value)}
        data={stages.map((stage) => ({ key: stage.statusId, name: stage.label, value: stage.entered, color: statusToneFill(dealStage(stage.statusId).tone) }))}
      />
    </div>
  );
}
