import { dashboardSections } from '../utils/sections';

export function DashboardSections({ plan }: { plan: number | undefined }) {
  return (
    <div className="dashboard-sections">
      {dashboardSections(plan).map((heading) => (
        <section key={heading} className="card" aria-label={heading}>
          <h2 className="card-title">{heading}</h2>
        </section>
      ))}
    </div>
  );
}
