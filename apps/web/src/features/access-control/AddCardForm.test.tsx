import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../testing/match-media.ts';
import { renderWithTheme } from '../../testing/render.tsx';
import { AddCardForm } from './AddCardForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddCardForm layout', () => {
  it('keeps the number field wide enough for its label, the buttons going under it when the card is narrow', () => {
    // A wide screen: Scan card shows beside Add card, in the member overview's narrow column.
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('min-width: 64em')),
    );
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
      },
    );
    renderWithTheme(<AddCardForm onAdd={async () => true} />);
    expect(screen.getByRole('button', { name: 'Scan card' })).toBeTruthy();
    const field = screen.getByLabelText('Card number').closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(field.style.minWidth).not.toBe('');
    const row = field.parentElement as HTMLElement;
    expect(row.style.getPropertyValue('--group-wrap')).toBe('wrap');
  });
});
