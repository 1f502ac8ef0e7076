import { Component, type ComponentChildren } from 'preact';
import { appErrors } from '../error-reporting/app-errors';
import { RouteErrorScreen } from './RouteErrorScreen';

interface Props {
  /** The current path: the error screen belongs to the address where the error happened. */
  path: string;
  children: ComponentChildren;
}

interface State {
  failedPath?: string;
}

/**
 * Catches errors of the route screens. preact-iso's ErrorBoundary only reports an error to its
 * `onError`; a boundary that shows a screen has to set its own state in componentDidCatch.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = {};

  override componentDidCatch(error: unknown) {
    console.error(error);
    appErrors.report(error);
    this.setState({ failedPath: this.props.path });
  }

  override render() {
    return this.state.failedPath === this.props.path ? <RouteErrorScreen /> : this.props.children;
  }
}
