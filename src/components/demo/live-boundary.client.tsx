'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  /** What stays on screen when the edited code fails to render: the last good render. */
  fallback: ReactNode;
  /** The edited demo mounted without an error. */
  onRendered: () => void;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Runs one version of an edited demo; keyed by version, so each edit gets a fresh boundary. */
export class LiveBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    if (!this.state.failed) this.props.onRendered();
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
