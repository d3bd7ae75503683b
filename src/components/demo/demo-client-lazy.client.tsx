'use client';
import dynamic from 'next/dynamic';

/**
 * The demo frame's client part (toolbar, code panel, live island) in a chunk of its own, loaded
 * only by pages that render a demo. Imported directly, it shared the docs page's island chunk,
 * so every text page downloaded about 5 KB gzip of demo code it never ran. Server rendering is
 * unchanged: the frame's HTML and code panels are still in the page.
 */
export const DemoClient = dynamic(() => import('./demo-client.client').then((module) => module.DemoClient));
