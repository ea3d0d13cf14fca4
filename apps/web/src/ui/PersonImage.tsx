import {
  attachmentMessages,
  isAllowedProfileImageContentType,
  isAllowedProfileImageFileName,
  PROFILE_IMAGE_MAX_BYTES,
} from '@clubline/domain';
import { ActionIcon, Avatar, Box, FileButton, Loader, Tooltip } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { errorTextOf } from '../app/errors/error-text.ts';
import { isIncorrectFileType, putFile } from './files.ts';
import { notifyError, notifySuccess } from './notifications.ts';

/** Spec 2 §5 / spec 3 §8: what a person's picture may be (jpg, png or gif, at most 5 MB); the server checks the same. */
function profileImageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAllowedProfileImageFileName(file.name) || !isAllowedProfileImageContentType(file.type)) {
    return attachmentMessages.invalidImageType;
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return attachmentMessages.imageTooLarge;
  return null;
}

interface PersonImageProps {
  name: string;
  /** The signed address of the current picture, or null (initials). */
  src: string | null;
  /** Whether the user may change it (the server checks again). */
  editable: boolean;
  /** Asks the API for a signed upload address for a file of this type. */
  requestUploadUrl(contentType: string): Promise<{ url: string | null; error: CombinedError | undefined }>;
  onUploaded: () => void;
}

/**
 * A person's picture (a member's profile image, a staff member's photo) with an upload button:
 * the file is checked, a signed address is asked for, then the file is PUT to it (spec 2 §7).
 */
export function PersonImage({ name, src, editable, requestUploadUrl, onUploaded }: PersonImageProps) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      notifyError(problem, attachmentMessages.incorrectFileTypeTitle);
      return;
    }
    setUploading(true);
    const target = await requestUploadUrl(file.type);
    const sent = target.url ? await putFile(target.url, file, file.type) : false;
    setUploading(false);
    if (isIncorrectFileType(target.error)) {
      notifyError(attachmentMessages.invalidImageType, attachmentMessages.incorrectFileTypeTitle);
    } else if (!sent) {
      notifyError(target.error ? errorTextOf(target.error) : attachmentMessages.processingFailed);
    } else {
      notifySuccess();
      onUploaded();
    }
  };

  return (
    <Box pos="relative" w={96} h={96} style={{ flex: 'none' }}>
      <Avatar src={src} alt={name} name={name} color="initials" size={96} radius={96} />
      {editable && (
        <FileButton onChange={upload} accept="image/png,image/jpeg,image/gif">
          {(buttonProps) => (
            <Tooltip label="Upload a picture">
              <ActionIcon
                {...buttonProps}
                aria-label="Upload a picture"
                radius="xl"
                variant="default"
                size="md"
                pos="absolute"
                bottom={0}
                right={0}
                disabled={uploading}
              >
                {uploading ? <Loader size={14} /> : <IconCamera size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      )}
    </Box>
  );
}
