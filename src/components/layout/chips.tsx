import type { Plan } from '@/engine/nav';

/** Words of the plan badges and chips, in the page's language. */
export interface ChipLabels {
  pro: string;
  premium: string;
  new: string;
  planned: string;
  unstable: string;
}

interface Flags {
  plan?: Plan;
  planned?: boolean;
  newFeature?: boolean;
  unstable?: boolean;
}

/** Plan badge and New / Planned / Unstable chips of a page. */
export function Chips({ item, labels }: { item: Flags; labels: ChipLabels }) {
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
