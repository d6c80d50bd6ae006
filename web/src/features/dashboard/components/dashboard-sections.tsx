import type { ReactNode } from 'react';
import { dashboardSections, sectionHeadings, type SectionKey } from '../utils/sections';

interface DashboardSectionsProps {
  plan: number | undefined;
  /** What a section shows under its heading, by its key; sections without content show the heading only. */
  content?: Partial<Record<SectionKey, ReactNode>>;
}

/** The membership's sections, each in its card under its heading (spec §2). */
export function DashboardSections({ plan, content }: DashboardSectionsProps) {
  return (
    <div className="dashboard-sections">
      {dashboardSections(plan).map((key) => (
        <section key={key} className="card" aria-label={sectionHeadings[key]}>
          <h2 className="card-title">{sectionHeadings[key]}</h2>
          {content?.[key]}
        </section>
      ))}
    </div>
  );
}

/**
 * What stands in for the sections while their code (and what stands above them) arrives: the same
 * cards saying they load. The sections then come in place of it whole, instead of each moving the
 * ones below as it arrives.
 */
export function DashboardSectionsLoading({ plan }: { plan: number | undefined }) {
  return (
    <div className="dashboard-sections" aria-busy="true">
      {dashboardSections(plan).map((key) => (
        <section key={key} className="card" aria-label={sectionHeadings[key]}>
          <h2 className="card-title">{sectionHeadings[key]}</h2>
          <p className="muted">Loading {sectionHeadings[key].toLowerCase()}...</p>
        </section>
      ))}
    </div>
  );
}
