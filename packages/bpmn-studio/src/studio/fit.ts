import type Canvas from 'diagram-js/lib/core/Canvas';

/** Room kept around the diagram, in screen pixels. */
const MARGIN = 24;

/**
 * Shows the whole diagram to the right of the palette (which floats over the canvas's left
 * edge), never enlarged: bpmn-js's own 'fit-viewport' would put elements under the palette.
 */
export function fitBesidePalette(canvas: Canvas): void {
  const view = canvas.viewbox();
  const { inner, outer } = view;
  if (outer.width === 0 || outer.height === 0 || inner.width === 0 || inner.height === 0) return;
  const container = canvas.getContainer();
  const palette = container.querySelector('.djs-palette')?.getBoundingClientRect();
  const left = (palette ? palette.right - container.getBoundingClientRect().left : 0) + MARGIN;
  const scale = Math.min(
    1,
    (outer.width - left - MARGIN) / inner.width,
    (outer.height - 2 * MARGIN) / inner.height,
  );
  if (scale <= 0) return;
  canvas.viewbox({
    x: inner.x - left / scale,
    y: inner.y - MARGIN / scale,
    width: outer.width / scale,
    height: outer.height / scale,
  });
}
