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

/** One badge or chip: what both the React and the static-HTML renderings draw. */
export interface ChipSpec {
  className: string;
  text: string;
  /** Tooltip; plan badges repeat their plan there. */
  title?: string;
}

const planBadge = (plan: Plan, label: string): ChipSpec => ({
  className: `plan-badge plan-${plan}`,
  text: label,
  title: label,
});

/** Plan badge and New / Planned / Unstable chips of a page, in display order. */
export function chipSpecs(item: Flags, labels: ChipLabels): ChipSpec[] {
  return [
    ...(item.plan ? [planBadge(item.plan, labels[item.plan])] : []),
    ...(item.newFeature ? [{ className: 'chip chip-new', text: labels.new }] : []),
    ...(item.planned ? [{ className: 'chip chip-planned', text: labels.planned }] : []),
    ...(item.unstable ? [{ className: 'chip chip-unstable', text: labels.unstable }] : []),
  ];
}

function Chip({ spec }: { spec: ChipSpec }) {
  return (
    <span className={spec.className} title={spec.title}>
      {spec.text}
    </span>
  );
}

/** Plan badge and New / Planned / Unstable chips of a page. */
export function Chips({ item, labels }: { item: Flags; labels: ChipLabels }) {
  return (
    <>
      {chipSpecs(item, labels).map((spec) => (
        <Chip key={spec.className} spec={spec} />
      ))}
    </>
  );
}

export function PlanBadge({ plan, label }: { plan: Plan; label: string }) {
  return <Chip spec={planBadge(plan, label)} />;
}
