import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DisclosedTable } from '../../../components/ui/disclosed-table';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { useLabPipeline } from '../api/get-lab-pipeline';
import { pipelineSummary } from '../utils/pipeline-summary';

/** The chart's size: fixed, so the cards below do not move when it draws. */
const CHART_HEIGHT = 160;

/**
 * The lab's dashboard Pipeline card: its active patients by the stage of their process, as a chart
 * (for the eye only: hidden from assistive technology), in words and as a table. From counters.
 */
export function LabPipelineSection() {
  const labId = useActingMemberId();
  const pipeline = useLabPipeline(labId);
  if (labId === undefined) return null;
  // The card has its final size from the start: nothing below it moves when the counts come.
  const stages = pipeline.data?.stages ?? [];
  return (
    <div className="chart-card" aria-busy={pipeline.isPending || undefined}>
      {pipeline.isError ? (
        <p role="alert">{errorMessage(pipeline.error)}</p>
      ) : (
        <p className="pipeline-summary">{pipeline.data ? pipelineSummary(pipeline.data) : 'Loading the pipeline...'}</p>
      )}
      <div className="pipeline-chart" aria-hidden="true" style={{ height: CHART_HEIGHT, maxWidth: 640 }}>
        {stages.length > 0 && (
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={stages} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid vertical={false} stroke="var(--color-border)" />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
              <Tooltip />
              <Bar dataKey="patients" name="Patients" fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </div>
      <DisclosedTable
        summary="Patients by stage as a table"
        caption="Patients by stage"
        columns={['Stage', 'Patients']}
        rows={stages.map((s) => ({ key: s.stage, cells: [s.label, s.patients] }))}
      />
    </div>
  );
}
