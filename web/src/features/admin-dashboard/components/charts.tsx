import { Box, Heading, Table, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export type Point = { label: string; value: number };

type ChartProps = {
  title: string;
  points: Point[];
  format?: (value: number) => string;
  /** Shorter numbers for the axis; defaults to `format`. */
  axisFormat?: (value: number) => string;
  /** Show every nth label on the axis so they do not collide. */
  labelEvery?: number;
};

const W = 600;
const H = 220;
const PAD = { top: 16, right: 12, bottom: 32, left: 64 };
const innerW = W - PAD.left - PAD.right;
const innerH = H - PAD.top - PAD.bottom;

function niceMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** The same numbers as a table for screen readers (the drawing is decorative for them). */
function DataTable({ title, points, format }: Pick<ChartProps, 'title' | 'points' | 'format'>) {
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{title}</Table.Caption>
        <Table.Body>
          {points.map((p) => (
            <Table.Row key={p.label}>
              <Table.Cell>{p.label}</Table.Cell>
              <Table.Cell>{format ? format(p.value) : p.value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}

function Frame({
  title,
  max,
  format,
  axisFormat = format,
  children,
  points,
  labelEvery = 1,
}: ChartProps & { max: number; children: ReactNode }) {
  const titleId = useId();
  const x = (i: number) => PAD.left + (innerW / Math.max(points.length, 1)) * (i + 0.5);
  return (
    <Box as="figure" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Heading as="h2" size="sm" mb="2" id={titleId}>
        {title}
      </Heading>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={titleId}>
        {[0, 0.5, 1].map((f) => {
          const y = PAD.top + innerH * (1 - f);
          return (
            <g key={f}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeOpacity="0.15"
              />
              <text
                x={PAD.left - 6}
                y={y + 4}
                textAnchor="end"
                fontSize="11"
                fill="currentColor"
                opacity="0.7"
              >
                {axisFormat ? axisFormat(max * f) : Math.round(max * f)}
              </text>
            </g>
          );
        })}
        {children}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text
              key={p.label}
              x={x(i)}
              y={H - 10}
              textAnchor="middle"
              fontSize="11"
              fill="currentColor"
              opacity="0.7"
            >
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
      <DataTable title={title} points={points} format={format} />
    </Box>
  );
}

export function BarChart(props: ChartProps) {
  const { points } = props;
  const max = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const slot = innerW / Math.max(points.length, 1);
  return (
    <Frame {...props} max={max}>
      {points.map((p, i) => {
        const h = (p.value / max) * innerH;
        return (
          <rect
            key={p.label}
            x={PAD.left + slot * i + slot * 0.15}
            y={PAD.top + innerH - h}
            width={slot * 0.7}
            height={h}
            rx="2"
            fill="var(--chakra-colors-brand-solid)"
          />
        );
      })}
    </Frame>
  );
}

export function LineChart(props: ChartProps) {
  const { points } = props;
  const max = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const slot = innerW / Math.max(points.length, 1);
  const xy = points.map(
    (p, i) => [PAD.left + slot * (i + 0.5), PAD.top + innerH - (p.value / max) * innerH] as const,
  );
  return (
    <Frame {...props} max={max}>
      <polyline
        points={xy.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="var(--chakra-colors-brand-solid)"
        strokeWidth="2.5"
      />
      {xy.map(([x, y], i) => (
        <circle
          key={points[i]!.label}
          cx={x}
          cy={y}
          r="3.5"
          fill="var(--chakra-colors-brand-solid)"
        />
      ))}
    </Frame>
  );
}
