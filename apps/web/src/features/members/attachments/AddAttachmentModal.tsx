import { attachmentMessages } from '@clubline/domain';
import { FileInput, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useClient } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { isIncorrectFileType, putFile } from '../../../ui/files.ts';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { ATTACHMENT_ACCEPT, checkAttachmentFile } from './attachment-upload.ts';

const AttachmentUploadQuery = graphql(`
  query AttachmentUploadUrl($personId: ID!, $fileName: String!, $contentType: String!) {
    getUrlForAttachmentUpload(personId: $personId, fileName: $fileName, contentType: $contentType)
  }
`);

interface AddAttachmentModalProps {
  personId: string;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}

/** Spec 2 §2, §5, §7: checks the type, asks for an upload address, then PUTs the file. */
export function AddAttachmentModal({ opened, onClose, ...props }: AddAttachmentModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add attachment">
      <AddAttachmentForm {...props} onDone={onClose} />
    </FormModal>
  );
}

function AddAttachmentForm({
  personId,
  onAdded,
  onDone,
}: Omit<AddAttachmentModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const client = useClient();
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const pick = (next: File | null) => {
    setFile(next);
    setServerError(null);
    setFieldError(null);
    if (!next) return;
    const checked = checkAttachmentFile(next);
    if (!checked.ok) {
      notifyError(checked.message, checked.title);
      setFieldError(checked.message);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFieldError(attachmentMessages.fileNameRequired);
      return;
    }
    const checked = checkAttachmentFile(file);
    if (!checked.ok) {
      notifyError(checked.message, checked.title);
      setFieldError(checked.message);
      return;
    }
    setUploading(true);
    setServerError(null);
    const target = await client
      .query(
        AttachmentUploadQuery,
        { personId, fileName: checked.fileName, contentType: checked.contentType },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const url = target.data?.getUrlForAttachmentUpload;
    if (target.error || !url) {
      setUploading(false);
      if (isIncorrectFileType(target.error))
        notifyError(attachmentMessages.invalidFileType, attachmentMessages.incorrectFileTypeTitle);
      else setServerError(errorTextOf(target.error));
      return;
    }
    const sent = await putFile(url, file, checked.contentType);
    setUploading(false);
    if (!sent) {
      notifyError(attachmentMessages.processingFailed);
      return;
    }
    notifySuccess();
    onAdded();
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add attachment">
      <Stack gap="md">
        {serverError && <SubmitError title="Error" message={serverError} />}
        <FileInput
          label="File"
          placeholder="Choose a file"
          withAsterisk
          value={file}
          onChange={pick}
          accept={ATTACHMENT_ACCEPT}
          leftSection={<IconPaperclip size={16} />}
          error={fieldError}
          clearable
        />
        <Text size="xs" c="dimmed">
          Allowed: {ATTACHMENT_ACCEPT.replaceAll(',', ' ')}. Up to 10 MB.
        </Text>
        <FormActions submitLabel="Upload" onCancel={onDone} busy={uploading} holdCancel />
      </Stack>
    </form>
  );
}
