import { type MantineSize, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NARROW_SCREEN } from './media.ts';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: MantineSize;
  /** A long form (personal details): extra wide, and full screen on a phone. */
  long?: boolean;
  /** The form, mounted only while the modal is open. */
  children: ReactNode;
}

/**
 * A modal holding a form. Every modal form is mounted per opening, so each opening starts from
 * the current values with no state left from the last one; this is that rule in one place.
 */
export function FormModal({ opened, onClose, title, size, long = false, children }: FormModalProps) {
  const narrow = useMediaQuery(NARROW_SCREEN) === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={long ? 'xl' : size}
      fullScreen={long && narrow}
    >
      {opened && children}
    </Modal>
  );
}
