import { ActionIcon, Anchor, Card, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { formatInstant } from '../../../ui/format.ts';
import { notifyCopied, notifyError } from '../../../ui/notifications.ts';

// The QR code's encoder is only needed on a signup-pending membership: its own chunk.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

interface SignupPanelProps {
  createdAt: string;
  signupLink: string;
  /** Where the link was emailed; null: not emailed (no email address on file). */
  emailedTo: string | null;
  timeZone: string;
}

/**
 * Spec 2 §4 "Signup-pending membership": the payment setup page's link for the member, as a link,
 * a QR code to scan at the desk and a copy button.
 */
export function SignupPanel({ createdAt, signupLink, emailedTo, timeZone }: SignupPanelProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(signupLink);
      notifyCopied();
    } catch {
      notifyError();
    }
  };
  return (
    <Card withBorder component="section" aria-label="Payment setup page">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payment setup page
        </Title>
        <Text size="sm">
          The member sets up their direct debit on this page. Created{' '}
          {formatInstant(createdAt, timeZone, 'dateTime')}.
        </Text>
        <Text size="sm" fw={500}>
          {emailedTo
            ? `The link was emailed to ${emailedTo}.`
            : 'Not emailed: the member has no email address on file. Show them this link or the QR code.'}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Anchor
            href={signupLink}
            target="_blank"
            rel="noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {signupLink}
          </Anchor>
          <Tooltip label="Copy link">
            <ActionIcon variant="default" aria-label="Copy signup link" onClick={copy}>
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Suspense fallback={<Loader size="sm" />}>
          <QRCodeSVG
            value={signupLink}
            size={160}
            marginSize={2}
            title="QR code of the signup link"
            role="img"
          />
        </Suspense>
      </Stack>
    </Card>
  );
}
