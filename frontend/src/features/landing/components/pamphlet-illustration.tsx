/** An open memorial pamphlet with an olive sprig, drawn in the page's own colours. */
export function PamphletIllustration() {
  return (
    <svg
      className="pamphlet-illustration"
      viewBox="0 0 360 300"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="180" cy="152" r="134" fill="var(--color-surface-muted)" />
      <g stroke="var(--color-ink)" strokeWidth="1.6" strokeLinejoin="round">
        <path d="M180 70c-30-12-70-14-110-6v172c40-8 80-6 110 6Z" fill="var(--color-surface)" />
        <path d="M180 70c30-12 70-14 110-6v172c-40-8-80-6-110 6Z" fill="var(--color-surface)" />
      </g>
      <g fill="none" strokeLinecap="round">
        <ellipse cx="125" cy="120" rx="25" ry="31" stroke="var(--color-gold)" strokeWidth="1.6" />
        <path
          d="M113 132c4-9 20-9 24 0M118 112a7 7 0 1 0 14 0a7 7 0 1 0-14 0"
          stroke="var(--color-gold)"
          strokeWidth="1.3"
        />
        <path d="M101 172h48" stroke="var(--color-ink)" strokeWidth="2" opacity="0.7" />
        <path d="M93 188h64M99 200h52" stroke="var(--color-ink)" strokeWidth="1.2" opacity="0.4" />
        <path d="M208 98h58" stroke="var(--color-ink)" strokeWidth="2" opacity="0.7" />
        <path
          d="M204 120h66M204 134h62M204 148h66M204 162h50M204 186h66M204 200h58"
          stroke="var(--color-ink)"
          strokeWidth="1.2"
          opacity="0.4"
        />
      </g>
      <g stroke="var(--color-accent)" strokeWidth="1.5" strokeLinecap="round">
        <path d="M262 268c18-14 34-36 44-62" fill="none" />
        <g fill="var(--color-accent)" fillOpacity="0.18">
          <path d="M272 258c-4-10-2-19 6-24 3 9 1 18-6 24Z" />
          <path d="M273 257c10 2 18-1 22-9-9-2-17 1-22 9Z" />
          <path d="M286 243c-3-10 0-19 8-23 2 9-1 18-8 23Z" />
          <path d="M288 240c10 1 18-3 21-11-9-1-17 3-21 11Z" />
          <path d="M297 225c-2-10 2-18 10-21 1 9-2 17-10 21Z" />
          <path d="M299 222c9 0 16-5 18-13-9 0-16 5-18 13Z" />
        </g>
      </g>
    </svg>
  );
}
