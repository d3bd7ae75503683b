import type { ComponentProps, ReactNode } from 'react';

/** The heading that names a section: an `<h2>` whose id the section points to. */
export interface SectionHeading {
  id: string;
  text: ReactNode;
  /** Class of the `<h2>`; the section title style by default. */
  className?: string;
}

export interface MarketingSectionProps extends ComponentProps<'section'> {
  /** `tinted` sets the section on the page tint between borders; `tight` halves its padding. */
  tone?: 'tinted' | 'tight';
  heading?: SectionHeading;
  lede?: ReactNode;
  /** Extra classes of the centred container (`mk-container-narrow`, `mk-center`). */
  containerClassName?: string;
}

const joined = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/**
 * A full-width band of a product page with its centred container, named by its heading
 * (`aria-labelledby`) when it has one; without one, pass an `aria-label`.
 */
export function MarketingSection({
  tone,
  heading,
  lede,
  containerClassName,
  className,
  children,
  ...section
}: MarketingSectionProps) {
  return (
    <section
      className={joined('mk-section', tone && `mk-section-${tone}`, className)}
      aria-labelledby={heading?.id}
      {...section}
    >
      <div className={joined('mk-container', containerClassName)}>
        {heading && (
          <h2 id={heading.id} className={heading.className ?? 'mk-section-title'}>
            {heading.text}
          </h2>
        )}
        {lede && <p className="mk-section-lede">{lede}</p>}
        {children}
      </div>
    </section>
  );
}

export interface PageHeroProps {
  /** Id of the `<h1>`, which names the section. */
  id: string;
  title: ReactNode;
  lede: ReactNode;
  /** The page's main call to action, a link off the site (the store, the sponsorship page). */
  action?: { href: string; label: ReactNode };
}

/** The opening band of pricing, sponsors and premium themes: title, lede, and a call to action. */
export function PageHero({ id, title, lede, action }: PageHeroProps) {
  return (
    <section className="mk-page-hero" aria-labelledby={id}>
      <div className="mk-container">
        <h1 id={id}>{title}</h1>
        <p className="mk-lede">{lede}</p>
        {action && (
          <p className="mk-links">
            <a className="mk-btn mk-btn-primary" href={action.href} rel="noopener noreferrer">
              {action.label}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
