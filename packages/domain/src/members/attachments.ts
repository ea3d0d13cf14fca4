import { formMessages } from '../forms/messages.ts';
import { hasControlCharacters } from '../forms/text-rules.ts';

/**
 * Member attachments and profile images (spec 2 §5 "Attachments"): which files are allowed, the
 * spec's texts, and how a stored file name is shown.
 */

/** Spec 2 §5: the file types a member attachment may have, as listed in the error text. */
export const ATTACHMENT_EXTENSIONS = [
  'avi',
  'bmp',
  'csv',
  'doc',
  'docx',
  'gif',
  'jpeg',
  'jpg',
  'msg',
  'pdf',
  'pptx',
  'png',
  'txt',
  'xls',
  'xlsx',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** Spec 2 §5: the file types a profile image may have. */
export const PROFILE_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export type ProfileImageExtension = (typeof PROFILE_IMAGE_EXTENSIONS)[number];

/** The content type a file of each allowed extension is stored and served with. */
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<AttachmentExtension, string>> = {
  avi: 'video/x-msvideo',
  bmp: 'image/bmp',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  msg: 'application/vnd.ms-outlook',
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  txt: 'text/plain',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The content types a profile image may have (what a browser reports for jpg, jpeg, png, gif). */
export const PROFILE_IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * Largest attachment accepted: 10 MiB, enough for scanned documents and phone photos while
 * keeping one upload cheap to hold (the S3 driver buffers an upload to sign it).
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Largest profile image accepted: 5 MiB. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest file name kept (most file systems allow 255). */
export const ATTACHMENT_FILE_NAME_MAX_LENGTH = 255;

const listed = (extensions: readonly string[]) => extensions.map((extension) => `.${extension}`);

/** Spec 2 §5 texts. The web shows `incorrectFileTypeTitle` as the notification title. */
export const attachmentMessages = {
  incorrectFileTypeTitle: 'Incorrect file type',
  invalidFileType: `You have uploaded an invalid file type. Allowed file types are ${listed(ATTACHMENT_EXTENSIONS).join(' ')}.`,
  invalidImageType:
    'You have uploaded an invalid image file type. Allowed file types are .jpg .jpeg .png or .gif.',
  /** Spec 1 §8 / spec 2 §8: a failed file processing. */
  processingFailed: 'There was an issue processing your file. Please try again.',
  /** Not in the spec. */
  fileNameRequired: 'File name is required',
  fileNameTooLong: `File name must not exceed ${ATTACHMENT_FILE_NAME_MAX_LENGTH} characters`,
  /** Not in the spec: a control character (forms/text-rules.ts). */
  fileNameControlCharacters: formMessages.controlCharacters('File name'),
  fileTooLarge: `The file is too large. The largest file accepted is ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  imageTooLarge: `The image is too large. The largest image accepted is ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  attachmentNotFound: 'Attachment not found',
} as const;

/**
 * A file name without any folder a browser may prefix (e.g. `C:\fakepath\`), trimmed. A
 * backslash that starts an escaped unicode sequence (`\u00e9`) is part of the name, not a folder.
 */
export function baseFileName(fileName: string): string {
  return fileName.replace(/^.*(?:\/|\\(?!u[0-9a-fA-F]{4}|u\{[0-9a-fA-F]{1,6}\}))/s, '').trim();
}

/** The extension of a file name, lower case and without the dot; undefined when there is none. */
export function fileExtension(fileName: string): string | undefined {
  const name = baseFileName(fileName);
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return undefined;
  return name.slice(dot + 1).toLowerCase();
}

const isIn = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/** The allowed attachment extension of a file name, or undefined when the type is not allowed. */
export function attachmentExtensionOf(fileName: string): AttachmentExtension | undefined {
  const extension = fileExtension(fileName);
  return isIn(ATTACHMENT_EXTENSIONS, extension) ? extension : undefined;
}

export function isAllowedAttachmentFileName(fileName: string): boolean {
  return attachmentExtensionOf(fileName) !== undefined;
}

export function isAllowedProfileImageFileName(fileName: string): boolean {
  return isIn(PROFILE_IMAGE_EXTENSIONS, fileExtension(fileName));
}

/** Whether a content type a browser reports is one of a profile image's (parameters ignored). */
export function isAllowedProfileImageContentType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  return isIn(
    PROFILE_IMAGE_CONTENT_TYPES,
    type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type,
  );
}

export type AttachmentFileNameCheck =
  | { readonly ok: true; readonly fileName: string; readonly extension: AttachmentExtension }
  | {
      readonly ok: false;
      readonly reason: 'required' | 'tooLong' | 'controlCharacters' | 'incorrectFileType';
      readonly message: string;
    };

/** Checks the name of a file to attach: present, not too long, no control characters, of an allowed type. */
export function checkAttachmentFileName(raw: string): AttachmentFileNameCheck {
  const fileName = baseFileName(raw);
  if (fileName === '') return { ok: false, reason: 'required', message: attachmentMessages.fileNameRequired };
  if (fileName.length > ATTACHMENT_FILE_NAME_MAX_LENGTH) {
    return { ok: false, reason: 'tooLong', message: attachmentMessages.fileNameTooLong };
  }
  // Also as it is shown: an escaped `\u0000` in the name is decoded for display.
  if (hasControlCharacters(fileName) || hasControlCharacters(decodeEscapedUnicode(fileName))) {
    return { ok: false, reason: 'controlCharacters', message: attachmentMessages.fileNameControlCharacters };
  }
  const extension = attachmentExtensionOf(fileName);
  if (!extension)
    return { ok: false, reason: 'incorrectFileType', message: attachmentMessages.invalidFileType };
  return { ok: true, fileName, extension };
}

/**
 * Spec 2 §3: a stored file name may contain escaped unicode sequences (`r\u00e9sum\u00e9.pdf`);
 * they are decoded for display. `\uXXXX` (surrogate pairs included) and `\u{X…}` are decoded;
 * anything that is not a valid sequence is kept as written.
 */
export function decodeEscapedUnicode(text: string): string {
  const decoded = text.replace(
    /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})/g,
    (match: string, braced: string | undefined, plain: string | undefined) => {
      const code = Number.parseInt(braced ?? plain ?? '', 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : match;
    },
  );
  return decoded.toWellFormed();
}
