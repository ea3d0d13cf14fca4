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
import { errorTextOf } from '../../app/errors/error-text.ts';
import { graphql } from '../../gql/index.ts';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';

const StaffPhotoQuery = graphql(`
  query StaffPhoto($personId: ID!) {
    getUrlForStaffPicDownload(personId: $personId)
  }
`);

const StaffPhotoUploadQuery = graphql(`
  query StaffPhotoUpload($personId: ID!, $contentType: String!) {
    getUrlForStaffPicUpload(personId: $personId, contentType: $contentType)
  }
`);

/** Spec 3 §7: what a photo may be (jpg, png or gif, at most 5 MB); the server checks the same. */
function photoProblem(file: File): string | null {
  if (!isAllowedProfileImageFileName(file.name) || !isAllowedProfileImageContentType(file.type)) {
    return attachmentMessages.invalidImageType;
  }
  return file.size > PROFILE_IMAGE_MAX_BYTES ? attachmentMessages.imageTooLarge : null;
}

/** A signed PUT address answers ok or not; a failure to send is null (spec 3 §8 Photo upload). */
async function put(url: string, file: File): Promise<boolean | null> {
  try {
    const response = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
    return response.ok;
  } catch {
    return null;
  }
}

interface StaffPhotoProps {
  personId: string;
  name: string;
  hasImage: boolean;
  editable: boolean;
  onChanged: () => void;
}

/** The staff member's photo with an upload button (signed upload, as members' profile images). */
export function StaffPhoto({ personId, name, hasImage, editable, onChanged }: StaffPhotoProps) {
  const client = useClient();
  const [{ data }, reload] = useQuery({
    query: StaffPhotoQuery,
    variables: { personId },
    pause: !hasImage,
    requestPolicy: 'network-only',
  });
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      notifyError(problem, attachmentMessages.incorrectFileTypeTitle);
      return;
    }
    setUploading(true);
    const target = await client
      .query(StaffPhotoUploadQuery, { personId, contentType: file.type }, { requestPolicy: 'network-only' })
      .toPromise();
    const url = target.data?.getUrlForStaffPicUpload;
    if (!url) {
      setUploading(false);
      notifyError(errorTextOf(target.error));
      return;
    }
    const sent = await put(url, file);
    setUploading(false);
    if (!sent) {
      notifyError(attachmentMessages.processingFailed);
      return;
    }
    notifySuccess();
    reload({ requestPolicy: 'network-only' });
    onChanged();
  };

  return (
    <Box pos="relative" w={96} h={96} style={{ flex: 'none' }}>
      <Avatar
        src={hasImage ? (data?.getUrlForStaffPicDownload ?? null) : null}
        alt={name}
        name={name}
        color="initials"
        size={96}
        radius={96}
      />
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
