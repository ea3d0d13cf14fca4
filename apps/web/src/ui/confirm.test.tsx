import { Button, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { eventually } from '../testing/eventually.ts';
import { ModalsListening, openConfirm } from './confirm.tsx';

/** A page whose modals manager mounts only when the test says (as the app loads it after the first render). */
function Page() {
  const [overlays, setOverlays] = useState(false);
  return (
    <MantineProvider theme={theme} env="test">
      <Button
        onClick={() => openConfirm({ title: 'Remove role', labels: { confirm: 'Remove', cancel: 'Cancel' } })}
      >
        Remove
      </Button>
      <Button onClick={() => setOverlays(true)}>Load overlays</Button>
      {overlays && (
        <>
          <ModalsProvider />
          <ModalsListening />
        </>
      )}
    </MantineProvider>
  );
}

describe('openConfirm', () => {
  it('opens a confirmation asked before the modals manager was listening, once it listens', async () => {
    render(<Page />);
    // Clicked twice while nothing listens: one confirmation.
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load overlays' }));
    const dialog = await eventually(() => screen.getByRole('dialog', { name: 'Remove role' }));
    expect(dialog.textContent).toContain('Remove');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
