// The bench copies the docs' overview demo here as overview-demo.client.tsx (with 'use client').
import OverviewDemo from './overview-demo.client';

export default function Page() {
  return (
    <main>
      <h1>Data Grid overview demo</h1>
      <p>The overview demo of the docs, rendered on an otherwise empty Next.js page.</p>
      <OverviewDemo />
    </main>
  );
}
