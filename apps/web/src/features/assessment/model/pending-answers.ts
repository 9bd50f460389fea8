import { AssessmentAnswersSchema, type AssessmentAnswers } from '@scambuddy/contracts';

/**
 * A guest who presses Create Account to Save Results leaves the page for sign-in. Their answers
 * wait in this tab's session storage, and the assessment saves them once they are signed in, so
 * the button does what it says. Session storage: gone when the tab closes, never sent anywhere.
 */
const PENDING_KEY = 'scambuddy.assessment-pending';

export function storePendingAnswers(answers: AssessmentAnswers): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(answers));
  } catch {
    // Storage refused (private mode, full): the person simply takes the assessment again.
  }
}

/** The waiting answers, removed as they are read; null when none or unreadable. */
export function takePendingAnswers(): AssessmentAnswers | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    if (raw === null) return null;
    const parsed = AssessmentAnswersSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
