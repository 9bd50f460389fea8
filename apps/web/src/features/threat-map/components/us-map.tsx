import type { UsStateCode } from '@scambuddy/contracts';
import { geoPath } from 'd3-geo';
import { useState, type KeyboardEvent } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Already projected (Albers USA, 975 × 610), so the path needs no projection. This module is only
// reached through React.lazy: the 80 KB topology stays out of the main bundle.
import statesTopologyJson from 'us-atlas/states-albers-10m.json';
import { STATE_CODE_BY_FIPS } from '../model/state-fips.js';
import { STATE_OUTLINE } from '../model/map-colours.js';
import { CALLOUT_BOX, CALLOUT_BY_CODE, type StateCallout } from '../model/state-callouts.js';

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

const VIEW_WIDTH = 975;
const VIEW_HEIGHT = 610;

interface StateShape {
  code: UsStateCode;
  d: string;
}

function buildShapes(): StateShape[] {
  const topology = statesTopologyJson as unknown as StatesTopology;
  const path = geoPath();
  const shapes: StateShape[] = [];
  for (const state of feature(topology, topology.objects.states).features) {
    const code = STATE_CODE_BY_FIPS[String(state.id)];
    const d = path(state);
    if (code && d) shapes.push({ code, d });
  }
  return shapes;
}

const shapes = buildShapes();
const shapeByCode = new Map(shapes.map((shape) => [shape.code, shape]));

export interface UsMapProps {
  /** Accessible name of the whole map. */
  label: string;
  fillFor: (code: UsStateCode) => string;
  /** Each state's accessible name: its name and its figures in words. */
  labelFor: (code: UsStateCode) => string;
  selected: UsStateCode | null;
  onOpen: (code: UsStateCode) => void;
}

function Callout({ callout, fill }: { callout: StateCallout; fill: string }) {
  const [x, y] = callout.box;
  return (
    <>
      <line
        x1={callout.anchor[0]}
        y1={callout.anchor[1]}
        x2={x}
        y2={y + CALLOUT_BOX.height / 2}
        stroke={STATE_OUTLINE}
        strokeWidth={1}
      />
      <rect
        x={x}
        y={y}
        width={CALLOUT_BOX.width}
        height={CALLOUT_BOX.height}
        rx={4}
        fill={fill}
        stroke={STATE_OUTLINE}
        strokeWidth={1.5}
      />
      {/* A light plate under the letters keeps them readable on every fill (the dark bands). */}
      <rect
        x={x + 8}
        y={y + 7}
        width={CALLOUT_BOX.width - 16}
        height={CALLOUT_BOX.height - 14}
        rx={3}
        fill="#ffffff"
      />
      <text
        x={x + CALLOUT_BOX.width / 2}
        y={y + CALLOUT_BOX.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={20}
        fontWeight={700}
        fill="#14171f"
        aria-hidden="true"
      >
        {callout.code}
      </text>
    </>
  );
}

/**
 * The outline of the focused (or opened) state, drawn after every state so that no neighbour
 * paints over part of it (issue 21 item 2): a light halo under the focus colour keeps the ring
 * visible on the darkest and lightest fills alike. Strokes do not scale with the map, so the
 * ring is as thick on a phone as on a desktop.
 */
function Ring({ code, kind }: { code: UsStateCode; kind: 'focus' | 'selected' }) {
  const shape = shapeByCode.get(code);
  if (!shape) return null;
  const callout = CALLOUT_BY_CODE.get(code);
  const colour = kind === 'focus' ? 'var(--color-focus)' : STATE_OUTLINE;
  const outline = (d: string | null, key: string) =>
    d === null ? null : (
      <g key={key}>
        <path d={d} fill="none" stroke="#ffffff" strokeWidth={7} {...RING_STROKE} />
        <path d={d} fill="none" stroke={colour} strokeWidth={3.5} {...RING_STROKE} />
      </g>
    );
  return (
    <g aria-hidden="true" pointerEvents="none" data-ring={kind}>
      {outline(shape.d, 'shape')}
      {callout ? outline(calloutBoxPath(callout), 'callout') : null}
    </g>
  );
}

const RING_STROKE = { strokeLinejoin: 'round', vectorEffect: 'non-scaling-stroke' } as const;

function calloutBoxPath(callout: StateCallout): string {
  const [x, y] = callout.box;
  return `M${x},${y}h${CALLOUT_BOX.width}v${CALLOUT_BOX.height}h${-CALLOUT_BOX.width}Z`;
}

/**
 * The real map of the 50 states and DC (us-atlas TopoJSON drawn with d3-geo). Every state is a
 * focusable button in document order: Tab reaches it, Enter or Space opens its popup. The
 * smallest states also carry a labelled callout box, part of the same button.
 */
export default function UsMap({ label, fillFor, labelFor, selected, onOpen }: UsMapProps) {
  const [focused, setFocused] = useState<UsStateCode | null>(null);
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, code: UsStateCode) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(code);
    }
  };
  return (
    <svg
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      role="group"
      aria-label={label}
      className="h-auto w-full max-w-[1200px]"
    >
      {shapes.map((shape) => {
        const callout = CALLOUT_BY_CODE.get(shape.code);
        const fill = fillFor(shape.code);
        return (
          <g
            key={shape.code}
            role="button"
            tabIndex={0}
            aria-label={labelFor(shape.code)}
            aria-haspopup="dialog"
            data-state={shape.code}
            className="cursor-pointer outline-none hover:opacity-85"
            onClick={() => onOpen(shape.code)}
            onKeyDown={(event) => onKeyDown(event, shape.code)}
            onFocus={() => setFocused(shape.code)}
            onBlur={() => setFocused((current) => (current === shape.code ? null : current))}
          >
            <path
              d={shape.d}
              fill={fill}
              stroke={STATE_OUTLINE}
              strokeWidth={1}
              strokeLinejoin="round"
            />
            {callout ? <Callout callout={callout} fill={fill} /> : null}
          </g>
        );
      })}
      {selected !== null && selected !== focused ? <Ring code={selected} kind="selected" /> : null}
      {focused !== null ? <Ring code={focused} kind="focus" /> : null}
    </svg>
  );
}
