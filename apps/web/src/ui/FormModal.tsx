import { type MantineSize, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
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
 * Many pages also mount the modal itself only while it is open (`{adding && <AddMembershipModal/>}`):
 * removed while open, Mantine never gives the focus back to what opened it, so it is given back
 * here, as Mantine does on closing, when nothing else took it.
 */
export function FormModal({ opened, onClose, title, size, long = false, children }: FormModalProps) {
  const narrow = useMediaQuery(NARROW_SCREEN) === true;
  useFocusBackWhenRemoved(opened);
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

/** What had the focus when the modal opened gets it back if the modal is removed while open. */
function useFocusBackWhenRemoved(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const open = useRef(false);
  useLayoutEffect(() => {
    open.current = opened;
    // Mantine's focus trap moves the focus into the modal only a moment later.
    opener.current = opened && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [opened]);
  useLayoutEffect(
    () => () => {
      const element = opener.current;
      if (!open.current || !element) return;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if (element.isConnected && (now === null || now === document.body))
          element.focus({ preventScroll: true });
      });
    },
    [],
  );
}
