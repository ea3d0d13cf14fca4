import { Box, Slider, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { clampFraming, cropOf, type Framing, MAX_ZOOM, panned, placement, type Size } from './crop-box.ts';

interface CropAreaProps {
  label: string;
  src: string;
  image: Size;
  aspect: number;
  framing: Framing;
  onChange: (framing: Framing) => void;
}

/** How far an arrow key moves the picture, in screen pixels of the frame. */
const KEY_STEP = 16;

/**
 * A frame of the variant's shape over the picture: drag the picture (or use the arrow keys on
 * the frame) to move it, and the zoom slider to enlarge it. What the frame shows is the crop.
 */
export function CropArea({ label, src, image, aspect, framing, onChange }: CropAreaProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const crop = cropOf(framing, image, aspect);
  const frameWidth = () => frame.current?.getBoundingClientRect().width || 1;
  const move = (dx: number, dy: number) => onChange(panned(framing, image, aspect, dx, dy, frameWidth()));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step[0], step[1]);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Box
        ref={frame}
        role="group"
        aria-label={`${label}: drag the picture or use the arrow keys to move it`}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
        style={{
          position: 'relative',
          overflow: 'hidden',
          aspectRatio: String(aspect),
          width: '100%',
          cursor: 'grab',
          touchAction: 'none',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          style={{ position: 'absolute', maxWidth: 'none', height: 'auto', ...placement(crop) }}
        />
      </Box>
      <Slider
        thumbLabel={`${label} zoom`}
        min={1}
        max={MAX_ZOOM}
        step={0.05}
        label={(value) => `${value.toFixed(1)}×`}
        value={framing.zoom}
        onChange={(zoom) => onChange(clampFraming({ ...framing, zoom }, image, aspect))}
      />
    </Stack>
  );
}
