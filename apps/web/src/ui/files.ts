import { type ErrorCode, isErrorCode } from '@clubline/domain';
import type { CombinedError } from 'urql';

/**
 * Sends a file to a signed upload address (spec 2 §7: a PUT with the file's content type). The
 * address is the permission: no session headers go with it. False when it was not accepted.
 */
export async function putFile(url: string, file: Blob, contentType: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': contentType },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The codes of a file (or profile image) of a type that is not allowed (spec 2 §5). */
const INCORRECT_TYPE_CODES: readonly ErrorCode[] = ['INCORRECT_FILE_TYPE', 'INCORRECT_IMAGE_TYPE'];

/** Whether the server refused a file name of a type that is not allowed. */
export function isIncorrectFileType(error: CombinedError | undefined): boolean {
  return (
    error?.graphQLErrors.some((graphQLError) => {
      const { code } = graphQLError.extensions;
      return isErrorCode(code) && INCORRECT_TYPE_CODES.includes(code);
    }) === true
  );
}
