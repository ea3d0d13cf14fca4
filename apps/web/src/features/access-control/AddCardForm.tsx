import {
  type AccessCardInput,
  accessCardInputSchema,
  accessCardMessages,
  checkFields,
} from '@clubline/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCheckedForm } from '../../app/forms/useCheckedForm.ts';
import { CARD_ERROR_TOAST, cardErrorToast } from './card-toasts.ts';
import { ScannerIndicator } from './ScannerIndicator.tsx';
import { useBarcodeScanner } from './useBarcodeScanner.ts';

/** Spec 3 §7: scanning is for wide screens only (the menu closes under 1024 px, spec 3 §9). */
const WIDE_SCREEN = '(min-width: 64em)';
/** Room for the label on one line and a card number (px). */
const CARD_NUMBER_MIN_WIDTH = 160;

/**
 * The add-card form: a number typed, or filled by the barcode scanner on wide screens (Scan card
 * emits enrol; the scanned barcode lands in the field). Submits through `onAdd`, which answers
 * whether the card was added (the form is cleared then).
 */
export function AddCardForm({ onAdd }: { onAdd: (cardNumber: string) => Promise<boolean> }) {
  const { form, onSubmit, reset } = useCheckedForm<{ cardNumber: string; type: 'card' }, AccessCardInput>(
    { cardNumber: '', type: 'card' },
    (values) => checkFields(accessCardInputSchema, values),
  );
  const [saving, setSaving] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN) === true;
  const scanner = useBarcodeScanner(wide, (barcode) => form.setFieldValue('cardNumber', barcode));

  const scan = async () => {
    if (!(await scanner.enrol())) {
      notifications.show({ ...CARD_ERROR_TOAST, message: accessCardMessages.scannerNotConnected });
    }
  };

  return (
    <form
      noValidate
      aria-label="Add access card"
      onSubmit={onSubmit(async (value) => {
        setSaving(true);
        try {
          if (await onAdd(value.cardNumber)) reset();
        } catch (error) {
          notifications.show(cardErrorToast(error));
        } finally {
          setSaving(false);
        }
      })}
    >
      {/* The buttons go under the field when the card is narrow (the member overview's column on a
          wide screen, with Scan card): squeezed beside them, the field was a few characters wide
          and its label wrapped, dropping it below the buttons. */}
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label="Card number"
          style={{ flex: 1 }}
          miw={CARD_NUMBER_MIN_WIDTH}
          size="sm"
          {...form.getInputProps('cardNumber')}
        />
        <Group gap="xs" mt={26} wrap="nowrap">
          {wide && (
            <>
              <ScannerIndicator connected={scanner.connected} scanning={scanner.scanning} />
              <Button variant="default" size="sm" onClick={scan}>
                Scan card
              </Button>
            </>
          )}
          <Button type="submit" size="sm" loading={saving}>
            Add card
          </Button>
        </Group>
      </Group>
    </form>
  );
}
