// An svg pattern of stripes at an angle: a hatched series reads apart from a solid one without colour.
export function HatchPattern({ id, color, angle }: { id: string; color: string; angle: number }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width="8" height="8" patternTransform={`rotate(${angle})`}>
      <rect width="8" height="8" fill={color} opacity={0.35} />
      <line x1="0" y1="0" x2="0" y2="8" stroke={color} strokeWidth="4" />
    </pattern>
  );
}
