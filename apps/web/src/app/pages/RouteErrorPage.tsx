import { useRouteError } from 'react-router';
import { GenericErrorPage } from './GenericErrorPage.tsx';

/** A page that failed to load or render shows the generic error page (spec 1 §2.3). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Page failed', error);
  return <GenericErrorPage />;
}
