/**
 * Paint timing from inside the page. A requestAnimationFrame callback runs just before the
 * frame's style, layout and paint; a task posted from it runs once that frame is rendered. So
 * "rAF, then a task" is the first moment after the next paint.
 */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => postTask(() => resolve(performance.now()))));
}

/** The time right after the first paint in which `ready()` holds (checked once per frame). */
export function afterPaintWhen(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const frame = () => {
      if (ready()) postTask(() => resolve(performance.now()));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

// A MessageChannel task is not clamped like a nested setTimeout.
function postTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Records keydown→paint for every key pressed in the page: from the event's own timestamp (when
 * the browser received the input, so queueing behind a busy main thread counts) to the moment
 * after the next frame is painted.
 */
export function recordKeystrokes(): { samples: number[]; reset(): void } {
  const samples: number[] = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => postTask(() => samples.push(performance.now() - start)));
    },
    { capture: true },
  );
  return { samples, reset: () => samples.splice(0) };
}

/**
 * Scrolls `element` by `stepPx` each frame and collects the intervals between frames. The
 * position is kept here rather than read back from the element: reading scrollTop in the frame
 * would force a layout a real wheel or touch scroll never does.
 */
export function scrollFrames(element: HTMLElement, frames: number, stepPx: number): Promise<number[]> {
  return new Promise((resolve) => {
    const intervals: number[] = [];
    let last: number | undefined;
    let position = element.scrollTop;
    const frame = (time: number) => {
      if (last !== undefined) intervals.push(time - last);
      last = time;
      if (intervals.length >= frames) {
        resolve(intervals);
        return;
      }
      position += stepPx;
      element.scrollTop = position;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Resolves after two idle periods in a row. Idle callbacks run in the order they were asked
 * for, so by then everything the page queued for idle time before has run.
 */
export function settled(): Promise<void> {
  const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
  return idle().then(idle);
}
