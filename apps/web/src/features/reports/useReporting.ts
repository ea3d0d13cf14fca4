import { useCallback } from 'react';
import { useQuery } from 'urql';
import { useAuthRuntime } from '../../app/auth/RuntimeProvider.tsx';
import { useSessionData } from '../../app/session/SessionContext.tsx';
import { graphql } from '../../gql/index.ts';
import type { ReportingCredentials } from './reporting-api.ts';

const ReportingApiQuery = graphql(`
  query ReportingApi {
    getRestApiUrl(name: "reporting")
  }
`);

export interface Reporting {
  /** The Reporting REST API's base (…/reporting/v1), null while it is asked for. */
  base: string | null;
  /** The base could not be had. */
  failed: boolean;
  /** A fresh token each call (the session renews it), the API key and the tenant header's value. */
  credentials(): Promise<ReportingCredentials>;
}

/** The Reporting REST API's address (spec 1 §7 getRestApiUrl('reporting')) and the caller's credentials. */
export function useReporting(): Reporting {
  const { session, discovery } = useAuthRuntime();
  const { applicationId } = useSessionData();
  const [{ data, error }] = useQuery({ query: ReportingApiQuery });
  const credentials = useCallback(
    async (): Promise<ReportingCredentials> => ({
      accessToken: await session.getAccessToken(),
      apiKey: discovery.apiKey,
      applicationId,
    }),
    [session, discovery.apiKey, applicationId],
  );
  return { base: data?.getRestApiUrl ?? null, failed: error !== undefined, credentials };
}
