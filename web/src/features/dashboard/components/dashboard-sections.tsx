import type { ReactNode } from 'react';
import { dashboardSections } from '../utils/sections';

interface DashboardSectionsProps {
  plan: number | undefined;
  /** What a section shows under its heading, by heading; sections without content show the heading only. */
  content?: Partial<Record<string, ReactNode>>;
}

export function DashboardSections({ plan, content }: DashboardSectionsProps) {
  return (
    <div className="dashboard-sections">
      {dashboardSections(plan).map((heading) => (
        <section key={heading} className="card" aria-label={heading}>
          <h2 className="card-title">{heading}</h2>
          {content?.[heading]}
        </section>
      ))}
    </div>
  );
}
