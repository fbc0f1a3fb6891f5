type LogoMarkProps = {
  className?: string;
};

/** The brand mark: a candle flame above an open pamphlet. Decorative; the name sits beside it. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 40 40"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 3.5c2.6 2.9 3.4 5.5 0 8.3-3.4-2.8-2.6-5.4 0-8.3Z" fill="var(--color-gold)" />
      <path
        d="M20 16.5c-4.6-2.2-9.7-2.5-15-1.2v17.2c5.3-1.3 10.4-1 15 1.2 4.6-2.2 9.7-2.5 15-1.2V15.3c-5.3-1.3-10.4-1-15 1.2Zm0 0v17.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <path
        d="M9 20.5c2.7-.5 5.3-.3 7.6.6M9 24.5c2.7-.5 5.3-.3 7.6.6M23.4 21.1c2.3-.9 4.9-1.1 7.6-.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        opacity="0.55"
      />
    </svg>
  );
}
