import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly requests blocked by a site's Content Security Policy, by directive.
const hours = Array.from({ length: 12 }, (_, index) => `${String(index * 2).padStart(2, '0')}:00`);
const styleSrc = hours.map((_, index) => Math.round(18 + 10 * Math.sin(index / 2) + (index % 3) * 4));
const imgSrc = hours.map((_, index) => Math.round(6 + 4 * Math.cos(index / 3) + (index % 4)));

// Reads the nonce the server gave the page's styles (Emotion writes it on its <style> elements).
function useStyleNonce() {
  const [nonce, setNonce] = React.useState<string | undefined>(undefined);
  React.useEffect(() => {
    const style = document.querySelector<HTMLStyleElement>('style[data-emotion]');
    setNonce(style?.nonce || undefined);
  }, []);
  return nonce;
}

export default function ExportWithNonce() {
  const nonce = useStyleNonce();
  return (
    <LineChartPro
      height={300}
      showToolbar
      xAxis={[{ data: hours, scaleType: 'point', label: 'Hour (UTC)' }]}
      yAxis={[{ label: 'Blocked requests' }]}
      series={[
        { label: 'style-src', data: styleSrc },
        { label: 'img-src', data: imgSrc },
      ]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'csp-violations', nonce },
          imageExportOptions: [
            { type: 'image/png', fileName: 'csp-violations', nonce },
            { type: 'image/webp', fileName: 'csp-violations', nonce },
          ],
        },
      }}
    />
  );
}
