import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

/** A crop box in pixels of the upright source image. */
export type CropBox = { x: number; y: number; width: number; height: number };

type Square = { x: number; y: number; size: number };
type Size = { w: number; h: number };

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
const pct = (v: number) => `${v * 100}%`;

function minSide(img: Size) {
  return Math.min(32, img.w, img.h);
}

/** The square kept whole and inside the picture. */
function fit(s: Square, img: Size): Square {
  const size = Math.round(clamp(s.size, minSide(img), Math.min(img.w, img.h)));
  return { size, x: Math.round(clamp(s.x, 0, img.w - size)), y: Math.round(clamp(s.y, 0, img.h - size)) };
}

/**
 * With JavaScript: shows the chosen picture with a square crop box to drag (its corner resizes)
 * or move with the keyboard (arrow keys move, + and - resize; Shift for bigger steps), and reports
 * the box in source-image pixels. Browsers show photos upright (EXIF), as the server crops them.
 */
export function AvatarCrop({ file, onChange }: { file: File | null; onChange: (box: CropBox | null) => void }) {
  const [src, setSrc] = useState<string | null>(null);
  const [img, setImg] = useState<Size | null>(null);
  const [square, setSquare] = useState<Square | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: "move" | "resize"; x: number; y: number; start: Square; scale: number } | null>(null);
  const helpId = useId();

  const update = (next: Square | null) => {
    setSquare(next);
    onChange(next ? { x: next.x, y: next.y, width: next.size, height: next.size } : null);
  };

  useEffect(() => {
    setImg(null);
    setSquare(null);
    setSrc(null);
    onChange(null);
    if (!file) return;
    // A data: URL, which the CSP's img-src allows (blob: URLs it does not).
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === "string" ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
    // onChange is a state setter of the parent; the picture is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  if (!src) return null;

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    const frame = frameRef.current;
    if (!img || !square || !frame) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const corner = e.clientX > rect.right - 20 && e.clientY > rect.bottom - 20;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      mode: corner ? "resize" : "move",
      x: e.clientX,
      y: e.clientY,
      start: square,
      scale: img.w / frame.getBoundingClientRect().width,
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || !img) return;
    const dx = (e.clientX - d.x) * d.scale;
    const dy = (e.clientY - d.y) * d.scale;
    if (d.mode === "move") {
      update(fit({ ...d.start, x: d.start.x + dx, y: d.start.y + dy }, img));
    } else {
      const max = Math.min(img.w - d.start.x, img.h - d.start.y);
      update({ ...d.start, size: Math.round(clamp(d.start.size + Math.max(dx, dy), minSide(img), max)) });
    }
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!img || !square) return;
    const step = Math.max(1, Math.round(Math.min(img.w, img.h) / 50)) * (e.shiftKey ? 5 : 1);
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    let next: Square | null = null;
    if (move) next = { ...square, x: square.x + move[0], y: square.y + move[1] };
    else if (e.key === "+" || e.key === "=") next = { x: square.x - step, y: square.y - step, size: square.size + 2 * step };
    else if (e.key === "-" || e.key === "_") next = { x: square.x + step, y: square.y + step, size: square.size - 2 * step };
    if (!next) return;
    e.preventDefault();
    update(fit(next, img));
  };

  return (
    <div className="avatar-crop">
      <p id={helpId} className="hint">
        Drag the square, or focus it and use the arrow keys, to choose the part to keep. Drag its corner or press + and − to resize.
      </p>
      <div ref={frameRef} className="avatar-crop-frame">
        <img
          src={src}
          alt="Preview of your choice"
          draggable={false}
          onLoad={(e) => {
            const size = { w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight };
            setImg(size);
            const side = Math.min(size.w, size.h);
            update({ x: Math.floor((size.w - side) / 2), y: Math.floor((size.h - side) / 2), size: side });
          }}
          onError={() => {
            // Not a picture the browser can show: no preview; the server explains on saving.
            setSrc(null);
            setImg(null);
            update(null);
          }}
        />
        {img && square ? (
          <button
            type="button"
            className="avatar-crop-box"
            aria-label="Crop area"
            aria-describedby={helpId}
            style={{
              left: pct(square.x / img.w),
              top: pct(square.y / img.h),
              width: pct(square.size / img.w),
              height: pct(square.size / img.h),
            }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={onKeyDown}
          >
            <span className="avatar-crop-handle" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
