import { Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CombinedError } from 'urql';
import { isAccessDenied } from '../graphql/errors.ts';
import { GenericErrorPage } from '../pages/GenericErrorPage.tsx';
import { NoPermissionPage } from '../pages/NoPermissionPage.tsx';

/** Spec 1 §6: the texts of a failed part of a page. */
export const ACCESS_DENIED_TEXT = 'Access denied!';
export const ERROR_TEXT = 'Error!';

/**
 * What a boundary shows (spec 1 §2.3, §6): 'page' the generic error page or the no-permission page,
 * 'inline' the short texts, for a card or widget inside a page that keeps working around it.
 */
const ERROR_FALLBACKS = ['page', 'inline'] as const;
export type ErrorFallback = (typeof ERROR_FALLBACKS)[number];

interface ErrorBoundaryProps {
  fallback: ErrorFallback;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Whether a thrown value is the server refusing for lack of permission. */
function isAccessDeniedError(error: unknown): boolean {
  return error instanceof CombinedError && isAccessDenied(error);
}

/**
 * Catches a render failure below it. A denial reads "Access denied!" (or the no-permission page),
 * anything else "Error!" (or the generic error page). "An invalid fallback passed to the boundary
 * is an error" (spec 1 §6): the boundary itself throws, to the boundary or route above it.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Part of a page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { fallback, children } = this.props;
    if (!(ERROR_FALLBACKS as readonly unknown[]).includes(fallback))
      throw new Error(`Invalid error boundary fallback: ${String(fallback)}`);
    if (!this.state.failed) return children;
    const denied = isAccessDeniedError(this.state.error);
    if (fallback === 'page') return denied ? <NoPermissionPage inShell /> : <GenericErrorPage inShell />;
    return (
      <Text role="alert" size="sm" c={denied ? undefined : 'red'}>
        {denied ? ACCESS_DENIED_TEXT : ERROR_TEXT}
      </Text>
    );
  }
}
