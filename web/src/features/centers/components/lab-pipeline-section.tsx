import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { useLabPipeline } from '../api/get-lab-pipeline';
import { pipelineSummary } from '../utils/pipeline-summary';

/** The chart's size: fixed, so the cards below do not move when it draws. */
const CHART_HEIGHT = 220;

/**
 * The lab's dashboard Pipeline card: its active patients by the stage of their process, as a chart
 * (for the eye only: hidden from assistive technology), in words and as a table. From counters.
 */
export function LabPipelineSection() {
  const labId = useActingMemberId();
  const pipeline = useLabPipeline(labId);
  // The table is drawn once opened: the dashboard's patients table stays the only one on the page.
  const [open, setOpen] = useState(false);
  if (labId === undefined) return null;
  if (pipeline.isPending)
    return (
      <div style={{ minHeight: CHART_HEIGHT }}>
        <Spinner label="Loading the pipeline..." />
      </div>
    );
  if (pipeline.isError) return <p role="alert">{errorMessage(pipeline.error)}</p>;
  const { stages } = pipeline.data;
  return (
    <div className="lab-pipeline">
      <p className="pipeline-summary">{pipelineSummary(pipeline.data)}</p>
      <div className="pipeline-chart" aria-hidden="true" style={{ height: CHART_HEIGHT, maxWidth: 640 }}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={stages} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
            <Tooltip />
            <Bar dataKey="patients" name="Patients" fill="var(--color-primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="pipeline-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Patients by stage as a table</summary>
        {open && (
          <table className="data-table">
            <caption className="visually-hidden">Patients by stage</caption>
            <thead>
              <tr>
                <th scope="col">Stage</th>
                <th scope="col">Patients</th>
              </tr>
            </thead>
            <tbody>
              {stages.map((s) => (
                <tr key={s.stage}>
                  <td>{s.label}</td>
                  <td>{s.patients}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </div>
  );
}
