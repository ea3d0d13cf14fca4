import type { TransactionFilterValues } from './transactions-query.ts';

/** The server's CSV of the filtered transactions (docs/billing.md "Transactions"). */
export function transactionsCsvUrl(personId: string, filter: TransactionFilterValues): string {
  const query = new URLSearchParams();
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (filter.kind) query.append('kind', filter.kind);
  const search = query.toString();
  return `/exports/members/${encodeURIComponent(personId)}/transactions.csv${search ? `?${search}` : ''}`;
}

/** The file name the server gives (Content-Disposition), else a plain one. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'transactions.csv';
}

/**
 * Downloads the CSV. The route needs the bearer token, which a plain link cannot send, so the
 * file is fetched and handed to the browser as a download. Throws the server's sentence on refusal.
 */
export async function downloadTransactionsCsv(
  url: string,
  accessToken: string,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  const response = await fetchFn(url, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
    throw new Error(body?.errors?.[0]?.message ?? 'The transactions could not be exported.');
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy; the address can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
