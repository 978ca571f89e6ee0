import { Component, type ReactNode, useMemo } from 'react';
import { renderMatches, useLocation } from 'react-router';
import { type AppRoute, match, MatchesContext } from './routeTable';

interface AppRoutesProps {
  routes: AppRoute[];
  /** errorElement is what shows in place of the routes when a screen throws (none: the error goes up). */
  errorElement?: (error: unknown) => ReactNode;
}

/** AppRoutes renders the route table's match of the location. */
export function AppRoutes({ routes, errorElement }: AppRoutesProps) {
  const location = useLocation();
  const matches = useMemo(() => match(routes, location.pathname), [routes, location.pathname]);
  const page = renderMatches(matches);
  return (
    <MatchesContext.Provider value={matches}>
      {errorElement ? (
        <RouteErrorBoundary resetKey={location.pathname} fallback={errorElement}>
          {page}
        </RouteErrorBoundary>
      ) : (
        page
      )}
    </MatchesContext.Provider>
  );
}

interface BoundaryProps {
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  key: string;
  failed: boolean;
  error: unknown;
}

/** RouteErrorBoundary shows the fallback for what a screen threw, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { key: this.props.resetKey, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, failed: false, error: undefined };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
