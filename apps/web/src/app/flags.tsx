import type { FlagCountry } from '@scambuddy/contracts';
import type { ReactNode } from 'react';

/*
 * Small, simplified flags drawn inline: emoji flags do not render on every system (Windows shows
 * letters), and files from a CDN would break the offline promise and the CSP. They are
 * decorative: the language's name is always written next to them.
 */
const W = 30;
const H = 20;

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="30"
      height="20"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 rounded-[3px] border border-line"
    >
      {children}
    </svg>
  );
}

function VerticalTricolour({ colours }: { colours: [string, string, string] }) {
  return (
    <Frame>
      {colours.map((fill, index) => (
        <rect key={fill + index} x={index * 10} y={0} width={10} height={H} fill={fill} />
      ))}
    </Frame>
  );
}

function HorizontalTricolour({ colours }: { colours: [string, string, string] }) {
  return (
    <>
      {colours.map((fill, index) => (
        <rect key={fill + index} x={0} y={(index * H) / 3} width={W} height={H / 3} fill={fill} />
      ))}
    </>
  );
}

// A five-pointed star centred on (cx, cy) with outer radius r.
function starPoints(cx: number, cy: number, r: number, rotation = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = rotation + (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

function UnitedStates() {
  return (
    <Frame>
      <rect width={W} height={H} fill="#ffffff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * H) / 13} width={W} height={H / 13} fill="#b22234" />
      ))}
      <rect width={12} height={(7 * H) / 13} fill="#3c3b6e" />
      {[2, 6, 10].flatMap((x) =>
        [2, 5.4, 8.8].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={0.8} fill="#ffffff" />),
      )}
    </Frame>
  );
}

function Spain() {
  return (
    <Frame>
      <rect width={W} height={H} fill="#aa151b" />
      <rect y={5} width={W} height={10} fill="#f1bf00" />
    </Frame>
  );
}

function Germany() {
  return (
    <Frame>
      <HorizontalTricolour colours={['#000000', '#dd0000', '#ffce00']} />
    </Frame>
  );
}

function Russia() {
  return (
    <Frame>
      <HorizontalTricolour colours={['#ffffff', '#0039a6', '#d52b1e']} />
    </Frame>
  );
}

function Portugal() {
  return (
    <Frame>
      <rect width={W} height={H} fill="#da291c" />
      <rect width={12} height={H} fill="#046a38" />
      <circle cx={12} cy={10} r={4} fill="#ffe900" />
      <circle cx={12} cy={10} r={2.4} fill="#da291c" />
    </Frame>
  );
}

function China() {
  return (
    <Frame>
      <rect width={W} height={H} fill="#ee1c25" />
      <polygon points={starPoints(5, 5, 3)} fill="#ffff00" />
      {[
        [10, 2],
        [12, 4],
        [12, 7],
        [10, 9],
      ].map(([x = 0, y = 0]) => (
        <polygon key={`${x}-${y}`} points={starPoints(x, y, 1)} fill="#ffff00" />
      ))}
    </Frame>
  );
}

function Japan() {
  return (
    <Frame>
      <rect width={W} height={H} fill="#ffffff" />
      <circle cx={15} cy={10} r={6} fill="#bc002d" />
    </Frame>
  );
}

function Korea() {
  const bar = (x: number, y: number, angle: number) => (
    <g key={`${x}-${y}`} transform={`rotate(${angle} ${x} ${y})`}>
      <rect x={x - 2.5} y={y - 1.6} width={5} height={0.8} fill="#000000" />
      <rect x={x - 2.5} y={y - 0.4} width={5} height={0.8} fill="#000000" />
      <rect x={x - 2.5} y={y + 0.8} width={5} height={0.8} fill="#000000" />
    </g>
  );
  return (
    <Frame>
      <rect width={W} height={H} fill="#ffffff" />
      <circle cx={15} cy={10} r={5} fill="#0047a0" />
      <path d="M10 10a5 5 0 0 1 10 0a2.5 2.5 0 0 1-5 0a2.5 2.5 0 0 0-5 0z" fill="#cd2e3a" />
      {bar(6, 4.5, 56)}
      {bar(24, 15.5, 56)}
      {bar(24, 4.5, -56)}
      {bar(6, 15.5, -56)}
    </Frame>
  );
}

function SaudiArabia() {
  return (
    <Frame>
      <rect width={W} height={H} fill="#006c35" />
      <path
        d="M8 7.5h14M9 9.5h12M10 7v3"
        stroke="#ffffff"
        strokeWidth={0.9}
        strokeLinecap="round"
        fill="none"
      />
      <path d="M8 14h13l1.5-1" stroke="#ffffff" strokeWidth={0.9} fill="none" />
    </Frame>
  );
}

function India() {
  return (
    <Frame>
      <HorizontalTricolour colours={['#ff9933', '#ffffff', '#138808']} />
      <circle cx={15} cy={10} r={2.6} fill="none" stroke="#000080" strokeWidth={0.6} />
      <circle cx={15} cy={10} r={0.6} fill="#000080" />
    </Frame>
  );
}

const FLAGS: Record<FlagCountry, () => ReactNode> = {
  US: UnitedStates,
  ES: Spain,
  FR: () => <VerticalTricolour colours={['#002654', '#ffffff', '#ce1126']} />,
  DE: Germany,
  IT: () => <VerticalTricolour colours={['#009246', '#ffffff', '#ce2b37']} />,
  PT: Portugal,
  RU: Russia,
  CN: China,
  JP: Japan,
  KR: Korea,
  SA: SaudiArabia,
  IN: India,
};

export function Flag({ country }: { country: FlagCountry }) {
  const Drawing = FLAGS[country];
  return <Drawing />;
}
