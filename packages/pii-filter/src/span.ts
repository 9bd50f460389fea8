import type { PiiType } from '@scambuddy/contracts';

/** One piece of personal information found in a text: where it is and what kind. */
export interface PiiSpan {
  start: number;
  end: number;
  type: PiiType;
}

/** Spans already taken, so a later detector never claims a piece of an earlier one. */
export class ClaimedSpans {
  readonly spans: PiiSpan[] = [];
  /** Text known not to be personal (recent dates), kept away from the number rules. */
  private readonly ignored: Array<{ start: number; end: number }> = [];

  overlaps(start: number, end: number): boolean {
    return [...this.spans, ...this.ignored].some((span) => start < span.end && span.start < end);
  }

  ignore(span: { start: number; end: number }): void {
    if (!this.overlaps(span.start, span.end)) this.ignored.push(span);
  }

  claim(span: PiiSpan): boolean {
    if (span.end <= span.start || this.overlaps(span.start, span.end)) return false;
    this.spans.push(span);
    return true;
  }

  sorted(): PiiSpan[] {
    return [...this.spans].sort((a, b) => a.start - b.start);
  }
}
