import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DisclosedTable } from '../../../components/ui/disclosed-table';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { useLabPipeline } from '../api/get-lab-pipeline';
import { pipelineSummary } from '../utils/pipeline-summary';

/** The chart's size: fixed, so the cards below do not move when it draws (a bar a stage, one under another). */
const CHART_HEIGHT = 200;
/** Room for the longest stage's name ("Tissue shipped to the lab") beside its bar, at a phone's width too. */
const LABEL_WIDTH = 140;

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
            {/* Bars side by side left their six long names no room: each stage is a row, its name beside its bar. */}
            <BarChart data={stages} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid horizontal={false} stroke="var(--color-border)" />
              <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="label" tick={{ fontSize: 11 }} width={LABEL_WIDTH} interval={0} />
              <Tooltip />
              <Bar dataKey="patients" name="Patients" fill="var(--color-primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
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
