import type { Plan } from '@/engine/nav';
import type { SidebarLabels } from './sidebar';

interface Flags {
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  unstable?: boolean;
}

/** Plan badge and New / Planned / Unstable chips of a page. */
export function Chips({ item, labels }: { item: Flags; labels: Omit<SidebarLabels, 'nav'> }) {
  return (
    <>
      {item.plan && <PlanBadge plan={item.plan} label={labels[item.plan]} />}
      {item.newFeature && <span className="chip chip-new">{labels.new}</span>}
      {item.planned && <span className="chip chip-planned">{labels.planned}</span>}
      {item.unstable && <span className="chip chip-unstable">{labels.unstable}</span>}
    </>
  );
}

export function PlanBadge({ plan, label }: { plan: Plan; label: string }) {
  return (
    <span className={`plan-badge plan-${plan}`} title={label}>
      {label}
    </span>
  );
}
