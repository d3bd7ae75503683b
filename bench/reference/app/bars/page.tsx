// The bench copies the first demo of /x/react-charts/bars here as bars-demo.client.tsx (with 'use client').
import BarsDemo from './bars-demo.client';

export default function Page() {
  return (
    <main>
      <h1>Bar chart demo</h1>
      <p>The first demo of the bar charts page of the docs, rendered on an otherwise empty Next.js page.</p>
      <BarsDemo />
    </main>
  );
}
