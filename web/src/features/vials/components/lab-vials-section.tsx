import type { LabVialsByMonth } from '@portal/contracts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DisclosedTable } from '../../../components/ui/disclosed-table';
import { errorMessage } from '../../../lib/api-client';
import { useActingMemberId } from '../../../lib/auth';
import { monthLabel } from '../../../utils/format-date';
import { useLabVialsByMonth } from '../api/get-lab-vials-by-month';
import { labVialsSummary, monthsTotal } from '../utils/lab-vials-summary';

/** The chart's size: fixed, so the cards below do not move when it draws. */
const CHART_HEIGHT = 180;

/**
 * Vials added and shipped a month as bars, and those available at each month's end as a line.
 * Drawn for the eye only (the words and the table say the same to everyone): hidden from assistive
 * technology, no focus.
 */
function VialsChart({ data }: { data: LabVialsByMonth }) {
  const points = data.months.map((m) => ({ label: monthLabel(m.month), added: m.added, shipped: m.shipped, available: m.available }));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={44} />
        <Tooltip labelStyle={{ fontWeight: 600 }} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="added" name="Added" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="shipped" name="Shipped" fill="var(--color-muted)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line dataKey="available" name="Available" type="monotone" stroke="var(--color-primary-strong)" strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/**
 * The lab's dashboard Vials card: the vials its patients had added and shipped each month of the
 * last twelve and those available at each month's end, as a chart, in words and as a table. From
 * the ledger's counters.
 */
export function LabVialsSection() {
  const labId = useActingMemberId();
  const vials = useLabVialsByMonth(labId);
  if (labId === undefined) return null;
  const data = vials.data;
  const total = data ? monthsTotal(data.months) : undefined;
  // The card has its final size from the start: nothing below it moves when the numbers come.
  return (
    <div className="chart-card" aria-busy={vials.isPending || undefined}>
      {vials.isError ? (
        <p role="alert">{errorMessage(vials.error)}</p>
      ) : (
        <p className="vials-summary">{data ? labVialsSummary(data) : 'Loading the vials...'}</p>
      )}
      <div className="vials-chart" aria-hidden="true" style={{ height: CHART_HEIGHT, maxWidth: 640 }}>
        {data && <VialsChart data={data} />}
      </div>
      <DisclosedTable
        summary="Vials by month as a table"
        caption="Vials by month"
        columns={['Month', 'Added', 'Shipped', 'Available at month end']}
        rows={(data?.months ?? []).map((m) => ({ key: m.month, cells: [monthLabel(m.month, 'long'), m.added, m.shipped, m.available] }))}
        footer={total ? ['Total', total.added, total.shipped, ''] : undefined}
      />
    </div>
  );
}
