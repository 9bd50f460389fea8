import { Card } from '../../../components/ui/card.js';

export interface StatCardProps {
  label: string;
  /** Already formatted; the caller says "Not configured" rather than inventing a number. */
  value: string;
  note?: string;
}

/** One figure of the dashboard: its name, its value and, when useful, what it counts. */
export function StatCard({ label, value, note }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-1">
      <h3 className="text-lg font-semibold text-muted">{label}</h3>
      <p className="text-3xl font-bold text-ink">{value}</p>
      {note ? <p className="text-lg text-muted">{note}</p> : null}
    </Card>
  );
}
