import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@exchange/remote-contract';
import { describeRemote } from './remoteRegistry';

type Props = {
  remote: RemoteName;
  fallback: (error: Error, reset: () => void) => ReactNode;
  onReset: () => void;
  children: ReactNode;
};
type State = { error: Error | null };

/** The last of the three failure layers: whatever a remote throws stays inside its area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`[federation] ${describeRemote(this.props.remote)} failed: ${error.message}`);
  }

  reset = (): void => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
