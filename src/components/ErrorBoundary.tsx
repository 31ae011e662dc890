import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage';

interface Props {
  /** Shown as `Error caught in {name}`. */
  name: string;
  /** When it changes (the address, as Back goes from a failed card to another), a failed boundary renders its children again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** Catches render errors below it and shows which boundary caught them. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Error caught in ${this.props.name}`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorMessage name={this.props.name} /> : this.props.children;
  }
}
