import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MAX_COLUMN_WIDTH_PX, MIN_COLUMN_WIDTH_PX } from './table-settings.ts';

/** Pixels one arrow key press moves a column's edge (Shift: five times as far). */
const KEY_STEP_PX = 16;

const clamp = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH_PX, Math.max(MIN_COLUMN_WIDTH_PX, width)));

export interface ColumnResizeHandleProps {
  /** The column's header text, for the handle's accessible name. */
  readonly label: string;
  /** The width now, when the column has one (else the header cell's drawn width is read). */
  readonly width: number | undefined;
  readonly onResize: (width: number) => void;
}

/**
 * The right edge of a header cell as a focusable vertical separator (the ARIA pattern of a
 * window splitter): dragged with the pointer, or stepped with Arrow Left and Right (Shift for
 * bigger steps), Home for the narrowest. The width is committed on release, so a drag does not
 * rewrite the saved settings on every pixel.
 */
export function ColumnResizeHandle({ label, width, onResize }: ColumnResizeHandleProps) {
  const handleRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const [dragWidth, setDragWidth] = useState<number | undefined>();
  // A focusable separator states its value: a column without a width of its own reports the drawn one.
  const [measured, setMeasured] = useState<number | undefined>();
  useLayoutEffect(() => {
    if (width !== undefined) return;
    const drawn = Math.round(handleRef.current?.parentElement?.getBoundingClientRect().width ?? 0);
    setMeasured(drawn > 0 ? drawn : undefined);
  }, [width]);

  const drawnWidth = () => width ?? handleRef.current?.parentElement?.getBoundingClientRect().width ?? MIN_COLUMN_WIDTH_PX * 3;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: drawnWidth() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = clamp(drag.current.startWidth + event.clientX - drag.current.startX);
    setDragWidth(next);
    const cell = handleRef.current?.parentElement;
    if (cell) cell.style.width = `${next}px`;
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (dragWidth !== undefined) onResize(dragWidth);
    setDragWidth(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_PX * 5 : KEY_STEP_PX;
    if (event.key === 'ArrowRight') onResize(clamp(drawnWidth() + step));
    else if (event.key === 'ArrowLeft') onResize(clamp(drawnWidth() - step));
    else if (event.key === 'Home') onResize(MIN_COLUMN_WIDTH_PX);
    else return;
    event.preventDefault();
  };

  const now = clamp(dragWidth ?? width ?? measured ?? MIN_COLUMN_WIDTH_PX);
  return (
    <div
      ref={handleRef}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={MIN_COLUMN_WIDTH_PX}
      aria-valuemax={MAX_COLUMN_WIDTH_PX}
      aria-valuenow={now}
      tabIndex={0}
      className="engine-column-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
