import { DirectionsLink } from '#web/components/directions-link'
import { Card } from '#web/components/ui/card'

/**
 * The spec's map placeholder, made honest: a drawn sketch of the grove by the lagoon, the
 * address, and a link that opens directions in the visitor's maps app.
 */
export function FindUsPanel({ address }: { address: string }) {
  return (
    <Card className="overflow-hidden md:flex-row">
      <GroveSketch />
      <div className="grid content-center gap-3 p-6 md:flex-1 md:p-8">
        <h2 className="font-serif text-2xl font-semibold">Find us</h2>
        {address && <p className="whitespace-pre-line text-foreground">{address}</p>}
        {address && <DirectionsLink address={address} />}
      </div>
    </Card>
  )
}

/** Decorative: rows of trees, the road, the lagoon and a pin on the farm. */
function GroveSketch() {
  const trees: [number, number][] = []
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) trees.push([46 + col * 30 + (row % 2) * 15, 58 + row * 30])
  }
  return (
    <svg
      viewBox="0 0 400 220"
      preserveAspectRatio="xMidYMid slice"
      className="block h-auto w-full shrink-0 bg-muted md:w-1/2 lg:w-3/5"
      aria-hidden="true"
      focusable="false"
    >
      {/* lagoon */}
      <path
        d="M300 0 C 280 40, 330 70, 305 110 S 290 180, 320 220 L 400 220 L 400 0 Z"
        fill="#dceef7"
      />
      <path
        d="M325 30 q 8 -5 16 0 t 16 0 M335 120 q 8 -5 16 0 t 16 0 M330 180 q 8 -5 16 0 t 16 0"
        fill="none"
        stroke="#1f4e6b"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeLinecap="round"
      />
      {/* fields */}
      <rect x="24" y="36" width="180" height="106" rx="14" fill="#e3eedc" />
      <rect x="24" y="160" width="120" height="44" rx="12" fill="#fbefc8" />
      <path
        d="M36 172 h96 M36 182 h96 M36 192 h96"
        stroke="#e9b949"
        strokeOpacity="0.7"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* grove road */}
      <path
        d="M0 150 C 80 150, 170 148, 230 120 S 290 60, 300 0"
        fill="none"
        stroke="#fffdf7"
        strokeWidth="14"
        strokeLinecap="round"
      />
      <path
        d="M0 150 C 80 150, 170 148, 230 120 S 290 60, 300 0"
        fill="none"
        stroke="#e9b949"
        strokeWidth="2"
        strokeDasharray="8 8"
      />
      {/* mango trees */}
      {trees.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="11" fill="#2f5d34" />
          <circle cx={x - 3} cy={y - 3} r="4" fill="#5e8a4f" />
          <circle cx={x + 4} cy={y + 3} r="2.2" fill="#e8772e" />
        </g>
      ))}
      {/* farm stand */}
      <rect
        x="214"
        y="150"
        width="40"
        height="28"
        rx="3"
        fill="#fffdf7"
        stroke="#5e5a48"
        strokeWidth="2"
      />
      <path d="M208 152 L234 134 L260 152 Z" fill="#e8772e" />
      <rect x="228" y="162" width="12" height="16" fill="#9a4409" />
      {/* pin */}
      <ellipse cx="234" cy="118" rx="10" ry="3.5" fill="#2b2a1f" fillOpacity="0.2" />
      <path
        d="M234 116 C 222 100, 218 94, 218 86 a 16 16 0 0 1 32 0 c 0 8 -4 14 -16 30 Z"
        fill="#b42318"
      />
      <circle cx="234" cy="86" r="6" fill="#fffdf7" />
      {/* compass */}
      <g transform="translate(372 190)">
        <circle r="14" fill="#fffdf7" stroke="#8a806a" strokeWidth="1.5" />
        <path d="M0 -10 L4 2 L0 0 L-4 2 Z" fill="#2f5d34" />
        <text y="-16" textAnchor="middle" fontSize="9" fontFamily="sans-serif" fill="#5e5a48">
          N
        </text>
      </g>
    </svg>
  )
}
