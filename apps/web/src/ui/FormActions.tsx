import { Alert, Button, Group } from '@mantine/core';

interface FormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  /** The submission is under way: the submit button shows a loader. */
  busy: boolean;
  /** Cancel waits for the submission too (an upload or a transfer, which cannot be called back). */
  holdCancel?: boolean;
}

/** A modal form's footer: Cancel and the submit button, at the right, the same in every form. */
export function FormActions({ submitLabel, onCancel, busy, holdCancel = false }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={holdCancel && busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Why a form's submission failed, shown above its fields. */
export function SubmitError({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}
