export type FeatureIconName = 'calendar' | 'bed' | 'tag' | 'users' | 'cash' | 'chart' | 'gauge' | 'sync';

/** Simple line icons drawn on a 24×24 grid (stroke follows the text colour). */
const SHAPES: Record<FeatureIconName, string[]> = {
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'M8 14h3v3H8z'],
  bed: ['M3 19V6', 'M3 14h18v5', 'M21 14v-3a3 3 0 0 0-3-3h-7v6', 'M6.5 11.5h.01'],
  tag: ['M3 12V4h8l10 10-8 8z', 'M7.5 7.5h.01'],
  users: ['M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M2 21a7 7 0 0 1 14 0', 'M16 3.5a4 4 0 0 1 0 7.5', 'M19 14a6 6 0 0 1 3 7'],
  cash: ['M2 6h20v12H2z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M6 9v6', 'M18 9v6'],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16v-5', 'M12 16V8', 'M16 16v-8', 'M20 16v-3'],
  gauge: ['M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18z', 'M12 12l4-4', 'M7 12h.01', 'M12 7h.01'],
  sync: ['M20 8a8 8 0 0 0-14.5-2', 'M4 4v4h4', 'M4 16a8 8 0 0 0 14.5 2', 'M20 20v-4h-4'],
};

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
