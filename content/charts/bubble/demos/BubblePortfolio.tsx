import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// A store's catalogue: price (€), average rating and units sold last year (thousands).
type Product = [name: string, price: number, rating: number, unitsSold: number];

const phones: Product[] = [
  ['Nova 5', 299, 4.1, 38],
  ['Nova 5 Pro', 449, 4.4, 26],
  ['Aria Mini', 199, 3.8, 45],
  ['Aria Max', 899, 4.6, 12],
  ['Vela S', 649, 4.2, 17],
];
const laptops: Product[] = [
  ['Slate 13', 799, 4.3, 14],
  ['Slate 15', 1099, 4.5, 9],
  ['Forge 16', 1699, 4.7, 4],
  ['Breeze 14', 549, 3.9, 21],
];
const audio: Product[] = [
  ['Pulse Buds', 79, 3.7, 57],
  ['Pulse Buds Pro', 149, 4.2, 41],
  ['Dome ANC', 329, 4.6, 11],
  ['Echo Bar', 249, 4.0, 8],
  ['Pebble Speaker', 59, 4.3, 33],
];

// Each product becomes a point: x and y give the position, sizeValue feeds the size axis.
const toPoints = (products: Product[]): ScatterValueType[] =>
  products.map(([name, price, rating, unitsSold]) => ({
    id: name,
    x: price,
    y: rating,
    sizeValue: unitsSold,
  }));

const formatProduct = (point: ScatterValueType | null) =>
  point && `${point.id}: €${point.x}, ${point.y} ★, ${point.sizeValue}k sold`;

export default function BubblePortfolio() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ label: 'Price (€)', min: 0, max: 1900 }]}
      yAxis={[{ label: 'Average rating', min: 3.5, max: 5 }]}
      zAxis={[{ id: 'units', sizeMap: { type: 'continuous', min: 0, max: 60, size: [3, 24] } }]}
      series={[
        { label: 'Phones', data: toPoints(phones), sizeAxisId: 'units', valueFormatter: formatProduct },
        { label: 'Laptops', data: toPoints(laptops), sizeAxisId: 'units', valueFormatter: formatProduct },
        { label: 'Audio', data: toPoints(audio), sizeAxisId: 'units', valueFormatter: formatProduct },
      ]}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
