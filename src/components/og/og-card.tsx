/** What an Open Graph image shows. */
export interface OgCardProps {
  /** Product or section, e.g. "Data Grid". */
  section: string;
  title: string;
  description: string;
  /** Small label under the section, e.g. "API reference". */
  kind: string;
  /** Where the site lives, shown at the bottom, e.g. `mui.com/x`. */
  site: string;
}

const clamp = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** A 1200×630 card in the site's colours, drawn by `next/og` (inline styles only, flex layout). */
export function OgCard({ section, title, description, kind, site }: OgCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0a1929 0%, #0b2545 60%, #0d3868 100%)',
        color: '#ffffff',
        fontFamily: 'Roboto',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, color: '#99ccf3' }}>
        <div
          style={{
            display: 'flex',
            padding: '6px 18px',
            borderRadius: 12,
            background: '#007fff',
            color: '#ffffff',
            fontWeight: 700,
          }}
        >
          MUI X
        </div>
        <div style={{ display: 'flex' }}>{`${section} · ${kind}`}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div
          style={{ display: 'flex', fontSize: title.length > 28 ? 64 : 84, fontWeight: 700, lineHeight: 1.1 }}
        >
          {clamp(title, 60)}
        </div>
        <div style={{ display: 'flex', fontSize: 32, lineHeight: 1.4, color: '#c2e0ff' }}>
          {clamp(description, 170)}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#66b2ff' }}>{site}</div>
    </div>
  );
}
