'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  labels: { error: string; reset: string };
  children: ReactNode;
}

/** Keeps a crashing demo inside its box: the rest of the page goes on working. */
export class DemoErrorBoundary extends Component<Props, { error: Error | null; key: number }> {
  state = { error: null as Error | null, key: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('A demo crashed:', error);
  }

  private reset = () => this.setState((state) => ({ error: null, key: state.key + 1 }));

  render() {
    const { error, key } = this.state;
    if (error) {
      return (
        <div role="alert" className="demo-error">
          <p>{this.props.labels.error}</p>
          <pre>{error.message}</pre>
          <button type="button" onClick={this.reset}>
            {this.props.labels.reset}
          </button>
        </div>
      );
    }
    return <div key={key}>{this.props.children}</div>;
  }
}
