import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../testing/render.tsx';
import { GENERIC_ERROR_TEXT } from '../pages/GenericErrorPage.tsx';
import { ACCESS_DENIED_TEXT, ERROR_TEXT, ErrorBoundary, type ErrorFallback } from './ErrorBoundary.tsx';

const denied = new CombinedError({
  graphQLErrors: [new GraphQLError('No', { extensions: { code: 'ACCESS_DENIED', category: 'denied' } })],
});

function Throws({ error }: { error: unknown }): never {
  throw error;
}

beforeEach(() => {
  // React reports caught render errors on the console; the boundary logs them too.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary (spec 1 §6)', () => {
  it("reads 'Access denied!' inline when the server refused", () => {
    renderWithTheme(
      <ErrorBoundary fallback="inline">
        <Throws error={denied} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(ACCESS_DENIED_TEXT);
    expect(ACCESS_DENIED_TEXT).toBe('Access denied!');
  });

  it("reads 'Error!' inline for any other failure", () => {
    renderWithTheme(
      <ErrorBoundary fallback="inline">
        <Throws error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(ERROR_TEXT);
    expect(ERROR_TEXT).toBe('Error!');
  });

  it('shows the generic error page at page level', () => {
    renderWithTheme(
      <ErrorBoundary fallback="page">
        <Throws error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText(GENERIC_ERROR_TEXT)).toBeTruthy();
  });

  it('shows its children while nothing fails', () => {
    renderWithTheme(
      <ErrorBoundary fallback="inline">
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
  });

  it('is itself an error when given an invalid fallback', () => {
    const invalid = 'toast' as unknown as ErrorFallback;
    expect(() =>
      renderWithTheme(
        <ErrorBoundary fallback={invalid}>
          <p>Fine</p>
        </ErrorBoundary>,
      ),
    ).toThrow('Invalid error boundary fallback: toast');
  });
});
