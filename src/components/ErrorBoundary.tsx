import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';

interface Props {
  /** Shown as `Error caught in {name}`. */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches render errors below it and shows which boundary caught them. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Error caught in ${this.props.name}`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorMessage name={this.props.name} /> : this.props.children;
  }
}
