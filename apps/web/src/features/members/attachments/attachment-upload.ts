import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  type AttachmentExtension,
  attachmentMessages,
  checkAttachmentFileName,
} from '@clubline/domain';

/** What stops a file from being attached, checked before any upload (spec 2 §5 "Attachments"). */
export type AttachmentFileCheck =
  | { ok: true; fileName: string; contentType: string; extension: AttachmentExtension }
  | { ok: false; title: string; message: string };

/** The allowed types (with the spec's title and text), the name and the size; then the content type to send. */
export function checkAttachmentFile(file: { name: string; size: number }): AttachmentFileCheck {
  const name = checkAttachmentFileName(file.name);
  if (!name.ok) {
    return {
      ok: false,
      title: name.reason === 'incorrectFileType' ? attachmentMessages.incorrectFileTypeTitle : 'Error',
      message: name.message,
    };
  }
  if (file.size > ATTACHMENT_MAX_BYTES)
    return { ok: false, title: 'Error', message: attachmentMessages.fileTooLarge };
  return {
    ok: true,
    fileName: name.fileName,
    extension: name.extension,
    contentType: ATTACHMENT_CONTENT_TYPES[name.extension],
  };
}

/** The accept list of the file picker, from the allowed extensions. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_CONTENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
