import type { CombinedError } from 'urql';
import { isAccessDenied } from '../graphql/errors.ts';
import { GenericErrorPage } from './GenericErrorPage.tsx';
import { NoPermissionPage } from './NoPermissionPage.tsx';

/** Spec 1 §2.3: a page whose data failed shows the no-permission page for a denial, else the error page. */
export function QueryError({ error }: { error: CombinedError }) {
  return isAccessDenied(error) ? <NoPermissionPage inShell /> : <GenericErrorPage inShell />;
}
