import type { ReactNode } from 'react';

export const metadata = { title: 'Reference: a DataGrid on a bare page' };

/** No docs shell, no fonts, no theme: only what Next and the grid bring. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 16, fontFamily: 'sans-serif' }}>{children}</body>
    </html>
  );
}
