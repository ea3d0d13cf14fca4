import {
  attachmentMessages,
  isAllowedProfileImageContentType,
  isAllowedProfileImageFileName,
  PROFILE_IMAGE_MAX_BYTES,
} from '@clubline/domain';
import { Button, FileButton, Group, Skeleton, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useRefreshableQuery } from '../../../../app/graphql/useRefreshableQuery.ts';
import { graphql } from '../../../../gql/index.ts';
import { InfoCard } from '../../../../ui/InfoCard.tsx';
import { notifyError } from '../../../../ui/notifications.ts';

// The framing dialog loads when a picture is chosen.
const CropPictureModal = lazy(async () => ({
  default: (await import('./CropPictureModal.tsx')).CropPictureModal,
}));

const ClassPictureQuery = graphql(`
  query ClassPicture($id: ID!) {
    getClass(id: $id) {
      id
      picture {
        desktopUrl
        mobileUrl
      }
    }
  }
`);

/** Phones see the phone variant (the width below which the app lays out for a phone). */
const PHONE_MEDIA = '(max-width: 47.99em)';

/** What a class picture may be: a jpg, png or gif of at most 5 MB, as a profile image; the server checks the bytes. */
function pictureProblem(file: File): string | null {
  if (!isAllowedProfileImageFileName(file.name) || !isAllowedProfileImageContentType(file.type)) {
    return attachmentMessages.invalidImageType;
  }
  return file.size > PROFILE_IMAGE_MAX_BYTES ? attachmentMessages.imageTooLarge : null;
}

/**
 * Spec 3 §7 "Class image" (flag class image): the class's picture, the phone variant on a phone
 * and the wide one elsewhere, and for whoever may edit the class a button to choose a new one.
 * The addresses are signed and expire, so the picture is read afresh (no cache).
 */
export function ClassPictureSection({
  classId,
  name,
  editable,
}: {
  classId: string;
  name: string;
  editable: boolean;
}) {
  const [{ data, error, fetching }, reload] = useRefreshableQuery({
    query: ClassPictureQuery,
    variables: { id: classId },
    requestPolicy: 'network-only',
  });
  const [file, setFile] = useState<File | null>(null);
  const picture = data?.getClass?.picture ?? null;

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = pictureProblem(chosen);
    if (problem) {
      notifyError(problem, attachmentMessages.incorrectFileTypeTitle);
      return;
    }
    setFile(chosen);
  };

  return (
    <InfoCard
      title="Picture"
      actions={
        editable && (
          <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif">
            {(props) => (
              <Button variant="default" size="xs" leftSection={<IconPhoto size={14} />} {...props}>
                {picture ? 'Change picture' : 'Add picture'}
              </Button>
            )}
          </FileButton>
        )
      }
    >
      {fetching && !data ? (
        <Skeleton style={{ aspectRatio: '8 / 3' }} />
      ) : error ? (
        <Text c="red">The picture could not be loaded</Text>
      ) : picture ? (
        <picture>
          <source media={PHONE_MEDIA} srcSet={picture.mobileUrl} />
          <img
            src={picture.desktopUrl}
            alt={`${name} class`}
            style={{
              width: '100%',
              height: 'auto',
              display: 'block',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          />
        </picture>
      ) : (
        <Group>
          <Text c="dimmed">No picture</Text>
        </Group>
      )}
      {file && (
        <Suspense>
          <CropPictureModal
            classId={classId}
            file={file}
            onClose={() => setFile(null)}
            onUploaded={() => reload()}
          />
        </Suspense>
      )}
    </InfoCard>
  );
}
