import { Button, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { FormModal } from './FormModal.tsx';

/** A page that mounts its modal only while it is open, as most pages do. */
function Page() {
  const [adding, setAdding] = useState(false);
  return (
    <MantineProvider theme={theme} env="test">
      <Button onClick={() => setAdding(true)}>Add a membership</Button>
      {adding && (
        <FormModal opened onClose={() => setAdding(false)} title="Add membership">
          <Button onClick={() => setAdding(false)}>Cancel</Button>
        </FormModal>
      )}
    </MantineProvider>
  );
}

describe('FormModal', () => {
  it('gives the focus back to what opened it when the page removes it', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Add a membership' });
    // A click or Enter focuses what it presses.
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add membership' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
