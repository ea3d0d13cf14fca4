import { ATTACHMENT_ERROR_CODES } from '@clubline/domain';
import { DomainError } from '../../../platform/errors/errors.ts';

/**
 * A file of a type that is not allowed (spec 2 §5): `extensions.code` INCORRECT_FILE_TYPE; the web
 * shows it under the title 'Incorrect file type' (attachmentMessages.incorrectFileTypeTitle).
 */
export class IncorrectFileTypeError extends DomainError {
  override name = 'IncorrectFileTypeError';
  constructor(message: string) {
    super(ATTACHMENT_ERROR_CODES.incorrectFileType, message);
  }
}
