import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintSheet } from './PrintSheet.tsx';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('print sheets', () => {
  it('renders its content into <body>, marked as a print sheet', () => {
    render(
      <div id="page">
        <PrintSheet label="Receipt print view" testId="sheet">
          <p>R-000001</p>
        </PrintSheet>
      </div>,
    );
    const sheet = screen.getByTestId('sheet');
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.hasAttribute('data-print-sheet')).toBe(true);
    expect(screen.getByRole('region', { name: 'Receipt print view' }).textContent).toBe('R-000001');
  });

  it('hides the page for print in one stylesheet only, so no feature hides another feature’s sheet', () => {
    const hiders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .filter((file) => /body\)?\s*>\s*:not\(/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(hiders).toEqual([path.join('ui', 'PrintSheet.module.css')]);
  });
});
