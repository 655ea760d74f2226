/** The Smoothly mark: a smoothed wave in the brand colour, inline so it needs no request. */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#7c5cff" />
        <path
          d="M6 19c3.5 0 3.5-6 7-6s3.5 6 7 6 3.5-6 6-6"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      Smoothly
    </span>
  );
}
