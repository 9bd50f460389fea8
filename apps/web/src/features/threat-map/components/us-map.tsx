import type { UsStateCode } from '@scambuddy/contracts';
import { geoPath } from 'd3-geo';
import type { KeyboardEvent } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Already projected (Albers USA, 975 × 610), so the path needs no projection. This module is only
// reached through React.lazy: the 80 KB topology stays out of the main bundle.
import statesTopologyJson from 'us-atlas/states-albers-10m.json';
import { STATE_CODE_BY_FIPS } from '../model/state-fips.js';
import { STATE_OUTLINE } from '../model/map-colours.js';

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

export interface UsMapProps {
  /** Accessible name of the whole map. */
  label: string;
  fillFor: (code: UsStateCode) => string;
  /** Each state's accessible name: its name and its figures in words. */
  labelFor: (code: UsStateCode) => string;
  selected: UsStateCode | null;
  onOpen: (code: UsStateCode) => void;
}

/**
 * The real map of the 50 states and DC (us-atlas TopoJSON drawn with d3-geo). Every state is a
 * focusable button in document order: Tab reaches it, Enter or Space opens its popup.
 */
export default function UsMap({ label, fillFor, labelFor, selected, onOpen }: UsMapProps) {
  const onKeyDown = (event: KeyboardEvent<SVGPathElement>, code: UsStateCode) => {
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
      {shapes.map((shape) => (
        <path
          key={shape.code}
          d={shape.d}
          role="button"
          tabIndex={0}
          aria-label={labelFor(shape.code)}
          aria-haspopup="dialog"
          data-state={shape.code}
          fill={fillFor(shape.code)}
          stroke={STATE_OUTLINE}
          strokeWidth={selected === shape.code ? 3 : 1}
          strokeLinejoin="round"
          className="cursor-pointer outline-none hover:opacity-85 focus-visible:[stroke-width:4] focus-visible:[stroke:var(--color-focus)]"
          onClick={() => onOpen(shape.code)}
          onKeyDown={(event) => onKeyDown(event, shape.code)}
        />
      ))}
    </svg>
  );
}
