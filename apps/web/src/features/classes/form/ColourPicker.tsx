import { CLASS_COLOURS } from '@clubline/domain';
import { CheckIcon, ColorSwatch, Group, Input, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** Names for the palette's colours, in its order, for screen readers and tooltips. */
const COLOUR_NAMES = [
  'Blue',
  'Teal',
  'Red',
  'Grape',
  'Green',
  'Orange',
  'Indigo',
  'Pink',
  'Cyan',
  'Violet',
  'Grey',
  'Purple',
] as const;

const colourName = (colour: string): string =>
  COLOUR_NAMES[(CLASS_COLOURS as readonly string[]).indexOf(colour.toUpperCase())] ?? colour;

interface ColourPickerProps {
  value: string;
  onChange: (colour: string) => void;
  error?: ReactNode;
  disabled: boolean;
}

/**
 * The class colour (spec 3 §5: required; §9: the first palette colour by default): one of the
 * palette's, each readable under white text, chosen as a radio group of swatches.
 */
export function ColourPicker({ value, onChange, error, disabled }: ColourPickerProps) {
  const chosen = value.toUpperCase();
  return (
    <Input.Wrapper label="Colour" withAsterisk error={error} id="class-colour">
      <Group gap={8} mt={6} role="radiogroup" aria-labelledby="class-colour-label">
        {CLASS_COLOURS.map((colour) => {
          const checked = colour === chosen;
          return (
            <UnstyledButton
              key={colour}
              role="radio"
              aria-checked={checked}
              aria-label={colourName(colour)}
              title={colourName(colour)}
              disabled={disabled}
              onClick={() => onChange(colour)}
            >
              <ColorSwatch color={colour} size={32} style={{ cursor: disabled ? 'default' : 'pointer' }}>
                {checked && <CheckIcon size={14} color="white" />}
              </ColorSwatch>
            </UnstyledButton>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
