import { SMS_SENT_MESSAGE } from '@clubline/domain';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { formatPhone } from '../../../ui/format.ts';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import type { PhoneFormValue } from '../fields/PhoneField.tsx';
import { checkSms, NOTES_MESSAGES, SMS_NOTES_REFETCH_DELAY_MS, smsCounterText } from './notes.ts';

const SendSmsMutation = graphql(`
  mutation SendSms($branchId: ID!, $memberId: ID!, $mobilePhone: MobilePhoneInput!, $smsContent: String!) {
    sendSMS(branchId: $branchId, memberId: $memberId, mobilePhone: $mobilePhone, smsContent: $smsContent) {
      success
      errorMessage
    }
  }
`);

interface SmsFormProps {
  personId: string;
  /** The member's home branch (the server sends from it). */
  branchId: string;
  mobilePhone: PhoneFormValue | null;
  /** Called 2 s after a sent SMS, when its record has reached the notes (spec 2 §9). */
  onSent: () => void;
}

/** Spec 2 §4, §5: texts the member, with the character and message counter (160 a message). */
export function SmsForm({ personId, branchId, mobilePhone, onSent }: SmsFormProps) {
  const [, sendSms] = useMutation(SendSmsMutation);
  const [sending, setSending] = useState(false);
  const { form, onSubmit, reset } = useCheckedForm({ smsContent: '' }, checkSms(mobilePhone));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = onSubmit(async (input) => {
    setSending(true);
    const result = await sendSms({ branchId, memberId: personId, ...input });
    setSending(false);
    const answer = result.data?.sendSMS;
    if (result.error || !answer?.success) {
      notifyError(result.error ? errorTextOf(result.error) : (answer?.errorMessage ?? undefined));
      return;
    }
    reset();
    notifySuccess(SMS_SENT_MESSAGE);
    timer.current = setTimeout(onSent, SMS_NOTES_REFETCH_DELAY_MS);
  });

  if (!mobilePhone)
    return (
      <Text size="sm" c="dimmed">
        {NOTES_MESSAGES.noMobile}
      </Text>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Send an SMS">
      <Textarea
        label="SMS message"
        description={`To ${formatPhone(mobilePhone)}`}
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps('smsContent')}
      />
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="sms-counter">
          {smsCounterText(form.getValues().smsContent)}
        </Text>
        <Button type="submit" size="sm" loading={sending}>
          Send SMS
        </Button>
      </Group>
    </form>
  );
}
