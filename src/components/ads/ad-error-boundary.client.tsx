'use client';
import { Component, type ReactNode } from 'react';
import { track } from '@/components/analytics/track';

/** Keeps a failing ad from taking the page down: reports `crash` and renders nothing. */
export class AdErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    track({ name: 'ad', eventAction: 'crash', eventLabel: message.slice(0, 100) });
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
