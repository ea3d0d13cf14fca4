import { BARCODE_SCANNER_BLINK_MS } from '@clubline/domain';
import { Box, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The scanner's state: green when connected, grey when not; blinks at 250 ms while scanning. */
export function ScannerIndicator({ connected, scanning }: { connected: boolean; scanning: boolean }) {
  const [lit, setLit] = useState(true);
  useEffect(() => {
    if (!scanning) {
      setLit(true);
      return;
    }
    const timer = setInterval(() => setLit((value) => !value), BARCODE_SCANNER_BLINK_MS);
    return () => clearInterval(timer);
  }, [scanning]);
  const label = connected
    ? scanning
      ? 'Barcode scanner waiting for a card'
      : 'Barcode scanner connected'
    : 'Barcode scanner not connected';
  return (
    <Tooltip label={label}>
      <Box
        role="img"
        aria-label={label}
        data-lit={lit}
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          backgroundColor: connected ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)',
          opacity: lit ? 1 : 0.2,
        }}
      />
    </Tooltip>
  );
}
