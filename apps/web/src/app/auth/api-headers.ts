/** What every call to the api (GraphQL and the REST services) is made with. */
export interface ApiCredentials {
  accessToken: string;
  apiKey: string;
}

/**
 * The headers that name the caller to the api: the user's access token and the domain's API key.
 * One place for both, so the GraphQL client, the entry's early start-up and the REST services'
 * clients cannot drift apart.
 */
export function apiHeaders({ accessToken, apiKey }: ApiCredentials): Record<string, string> {
  return { authorization: `Bearer ${accessToken}`, 'x-api-key': apiKey };
}
