import MinimalGrid from './minimal-grid.client';

export default function Page() {
  return (
    <main>
      <h1>Minimal Data Grid</h1>
      <p>Five rows, one column, default props, on an otherwise empty Next.js page.</p>
      <MinimalGrid />
    </main>
  );
}
