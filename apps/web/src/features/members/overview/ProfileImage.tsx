import {
  attachmentMessages,
  isAllowedProfileImageContentType,
  isAllowedProfileImageFileName,
  PROFILE_IMAGE_MAX_BYTES,
} from '@clubline/domain';
import { ActionIcon, Avatar, Box, FileButton, Loader, Tooltip } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { isIncorrectFileType, putFile } from '../files.ts';

const ProfileImageQuery = graphql(`
  query ProfileImage($personId: ID!) {
    getUrlForUserPicDownload(personId: $personId)
  }
`);

const ProfileImageUploadQuery = graphql(`
  query ProfileImageUpload($personId: ID!, $contentType: String!) {
    getUrlForUserPicUpload(personId: $personId, contentType: $contentType)
  }
`);

/** Spec 2 §5: what a profile image may be; the same check runs on the server. */
export function profileImageProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAllowedProfileImageFileName(file.name) || !isAllowedProfileImageContentType(file.type)) {
    return attachmentMessages.invalidImageType;
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return attachmentMessages.imageTooLarge;
  return null;
}

interface ProfileImageProps {
  personId: string;
  name: string;
  hasImage: boolean;
  /** Whether the user may change it (manage-member on the home branch). */
  editable: boolean;
  onChanged: () => void;
}

/** The member's picture, with an upload button: getUrlForUserPicUpload, then a PUT (spec 2 §7). */
export function ProfileImage({ personId, name, hasImage, editable, onChanged }: ProfileImageProps) {
  const client = useClient();
  const [{ data }, reload] = useQuery({
    query: ProfileImageQuery,
    variables: { personId },
    pause: !hasImage,
    requestPolicy: 'network-only',
  });
  const [uploading, setUploading] = useState(false);
  const src = hasImage ? (data?.getUrlForUserPicDownload ?? null) : null;

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      notifyError(problem, attachmentMessages.incorrectFileTypeTitle);
      return;
    }
    setUploading(true);
    const target = await client
      .query(ProfileImageUploadQuery, { personId, contentType: file.type }, { requestPolicy: 'network-only' })
      .toPromise();
    const url = target.data?.getUrlForUserPicUpload;
    const sent = url ? await putFile(url, file, file.type) : false;
    setUploading(false);
    if (isIncorrectFileType(target.error)) {
      notifyError(attachmentMessages.invalidImageType, attachmentMessages.incorrectFileTypeTitle);
    } else if (!sent) {
      notifyError(target.error ? errorTextOf(target.error) : attachmentMessages.processingFailed);
    } else {
      notifySuccess();
      reload({ requestPolicy: 'network-only' });
      onChanged();
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
