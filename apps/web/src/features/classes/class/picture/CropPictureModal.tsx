import { attachmentMessages } from '@clubline/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { errorTextOf } from '../../../../app/errors/error-text.ts';
import { graphql } from '../../../../gql/index.ts';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { isIncorrectFileType } from '../../../../ui/files.ts';
import { notifyError, notifySuccess } from '../../../../ui/notifications.ts';
import { CropArea } from './CropArea.tsx';
import { CENTRED, cropOf, DESKTOP_ASPECT, type Framing, MOBILE_ASPECT, type Size } from './crop-box.ts';

const ClassPictureUploadQuery = graphql(`
  query ClassPictureUpload(
    $classId: ID!
    $contentType: String!
    $desktopCrop: ClassPictureCropInput!
    $mobileCrop: ClassPictureCropInput!
  ) {
    getUrlForClassPicUpload(
      classId: $classId
      contentType: $contentType
      desktopCrop: $desktopCrop
      mobileCrop: $mobileCrop
    )
  }
`);

/**
 * PUTs the original to its signed address (no session headers: the address is the permission).
 * The status, 0 when the request failed: the server refuses bytes that are no picture with 415
 * only once it has read them, so the type is told apart from other failures.
 */
async function putPicture(url: string, file: File): Promise<number> {
  try {
    const response = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
    return response.status;
  } catch {
    return 0;
  }
}

interface CropPictureModalProps {
  classId: string;
  file: File;
  onClose: () => void;
  onUploaded: () => void;
}

/**
 * Spec 3 §7 "Class image": the chosen picture framed twice, for wide screens (8:3) and phones
 * (375:268); Save asks for the upload address with both crops, then PUTs the original, from
 * which the server makes the two JPEGs. An upload address failure is a generic error (spec 3 §8).
 */
export function CropPictureModal({ classId, file, onClose, onUploaded }: CropPictureModalProps) {
  const client = useClient();
  const [src, setSrc] = useState<string | null>(null);
  const [image, setImage] = useState<Size | null>(null);
  const [desktop, setDesktop] = useState<Framing>(CENTRED);
  const [mobile, setMobile] = useState<Framing>(CENTRED);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const save = async () => {
    if (!image) return;
    setSaving(true);
    const target = await client
      .query(
        ClassPictureUploadQuery,
        {
          classId,
          contentType: file.type,
          desktopCrop: cropOf(desktop, image, DESKTOP_ASPECT),
          mobileCrop: cropOf(mobile, image, MOBILE_ASPECT),
        },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const url = target.data?.getUrlForClassPicUpload;
    if (!url) {
      setSaving(false);
      if (isIncorrectFileType(target.error)) {
        notifyError(attachmentMessages.invalidImageType, attachmentMessages.incorrectFileTypeTitle);
      } else {
        notifyError(target.error ? errorTextOf(target.error) : undefined);
      }
      return;
    }
    const status = await putPicture(url, file);
    setSaving(false);
    if (status === 415) {
      notifyError(attachmentMessages.invalidImageType, attachmentMessages.incorrectFileTypeTitle);
      return;
    }
    if (status === 413) {
      notifyError(attachmentMessages.imageTooLarge);
      return;
    }
    if (status !== 200) {
      notifyError(attachmentMessages.processingFailed);
      return;
    }
    notifySuccess();
    onUploaded();
    onClose();
  };

  return (
    <FormModal opened onClose={onClose} title="Class picture" long>
      <Stack gap="lg">
        {src && (
          // Read for its size only: the frames below show it.
          <img
            src={src}
            alt=""
            hidden
            data-testid="class-picture-source"
            onLoad={(event) =>
              setImage({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
            }
          />
        )}
        {src && image ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <CropArea
              label="Wide screens"
              src={src}
              image={image}
              aspect={DESKTOP_ASPECT}
              framing={desktop}
              onChange={setDesktop}
            />
            <CropArea
              label="Phones"
              src={src}
              image={image}
              aspect={MOBILE_ASPECT}
              framing={mobile}
              onChange={setMobile}
            />
          </SimpleGrid>
        ) : (
          <Text c="dimmed">Loading...</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} disabled={!image}>
            Save
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
