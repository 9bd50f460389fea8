import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToastsForTests } from '../../../components/ui/toast-store.js';
import { renderApp, testUser } from '../../../test/render-app.js';
import { addRoutes, json, type RecordedCall } from '../../analyze/test/fake-api.js';

afterEach(() => {
  resetToastsForTests();
  sessionStorage.clear();
});

const PROFILE_URL = '/api/vulnerability-profile';

/** Answers giving 4 + 4 + 5 + 5 + 2 + 2 + 4 = 26 points: score 100 (capped), Critical. */
const HIGH_CHOICES = [
  ['80 or older'],
  ['I rarely use them'],
  ['Yes, more than once'],
  ['I think a scam is happening to me now'],
  ['Phone calls', 'Dating websites or apps'],
  ['Protecting my money and bank accounts', 'Feeling lonely or cut off'],
  ['Rarely — I mostly handle things alone'],
];

/** 1 + 1 + 1 + 0 + 0 + 1 + 1 = 5 points: score 20, Low. */
const LOW_CHOICES = [
  ['50 to 59'],
  ['Very comfortable — I use them every day with ease'],
  ['No, never that I know of'],
  ['No, nothing right now'],
  ['None yet'],
  ['Medicare and health insurance'],
  ['Easily — I have people I talk to often'],
];

async function answer(user: UserEvent, choices: string[][], firstAnswered = false) {
  for (const [i, labels] of choices.entries()) {
    expect(screen.getByText(`Question ${i + 1} of 7`)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: i === 6 ? 'Get My Results' : 'Next' });
    if (i > 0 || !firstAnswered) expect(next).toBeDisabled();
    for (const label of labels) await user.click(screen.getByLabelText(label));
    expect(next).toBeEnabled();
    await user.click(next);
  }
}

function renderAssessment(options: { signedIn: boolean; saved?: unknown; saveStatus?: number }) {
  const app = renderApp({ path: '/assessment', user: options.signedIn ? testUser : null });
  const calls: RecordedCall[] = addRoutes(app.fetchMock, ({ url, method, body }) => {
    if (url !== PROFILE_URL) return undefined;
    if (method === 'GET') return json({ profile: options.saved ?? null });
    if (options.saveStatus && options.saveStatus !== 200) {
      return json({ code: 'INTERNAL', message: 'x' }, options.saveStatus);
    }
    const answers = JSON.parse(String(body)) as Record<string, unknown>;
    return json({ ...answers, riskScore: 100, updatedAt: '2026-11-22T10:00:00.000Z' });
  });
  return { ...app, calls };
}

// Seven questions of clicks each: slow on a loaded machine, so more than the default 5 s.
describe('vulnerability assessment', { timeout: 20_000 }, () => {
  it('walks a guest through seven questions with Previous, then shows results and the guest prompt', async () => {
    const user = userEvent.setup();
    const { calls } = renderAssessment({ signedIn: false });
    await screen.findByText('Question 1 of 7');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');

    await user.click(screen.getByLabelText('70 to 79'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: /comfortable are you/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('70 to 79')).toBeChecked();

    await answer(user, HIGH_CHOICES, true);
    expect(await screen.findByRole('heading', { name: 'Your Results' })).toHaveFocus();
    expect(screen.getByTestId('assessment-score')).toHaveTextContent('100 out of 100');
    expect(screen.getByText('Critical risk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Elevated risk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account to Save Results' })).toHaveAttribute(
      'href',
      '/auth/google',
    );
    // Phone calls → phone guide; dating sites and loneliness → romance guide; money → e-mail guide.
    const guides = within(screen.getByRole('region', { name: 'Recommended for You' }));
    expect(guides.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'resource-phone-scam-protection',
      'resource-advanced-email-security',
      'resource-romance-scam-prevention',
    ]);
    expect(screen.queryByText(/premium/i)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === PROFILE_URL)).toHaveLength(0);
  });

  it('shows a low score without the elevated-risk alert, with all three guides when none match', async () => {
    const user = userEvent.setup();
    renderAssessment({ signedIn: false });
    await screen.findByText('Question 1 of 7');
    await answer(user, LOW_CHOICES);
    expect(screen.getByTestId('assessment-score')).toHaveTextContent('20 out of 100');
    expect(screen.getByText('Low risk')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Elevated risk' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Retake Assessment' }));
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('50 to 59')).not.toBeChecked();
  });

  it('saves a signed-in person’s answers without a score and says Profile Saved', async () => {
    const user = userEvent.setup();
    const { calls } = renderAssessment({ signedIn: true });
    await screen.findByText('Question 1 of 7');
    expect(screen.queryByRole('link', { name: /Create Account/ })).not.toBeInTheDocument();
    await answer(user, HIGH_CHOICES);
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    const post = calls.find((call) => call.url === PROFILE_URL && call.method === 'POST');
    const sent = JSON.parse(String(post?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ ageGroup: '80+', attackTypes: ['phone-calls', 'dating-sites'] });
    expect(sent).not.toHaveProperty('riskScore');
    expect(screen.queryByRole('link', { name: /Create Account/ })).not.toBeInTheDocument();
    expect(await screen.findByText(/Saved to your account on/)).toBeInTheDocument();
  });

  it('keeps the results and says Save Failed when saving fails', async () => {
    const user = userEvent.setup();
    renderAssessment({ signedIn: true, saveStatus: 500 });
    await screen.findByText('Question 1 of 7');
    await answer(user, LOW_CHOICES);
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again or complete the assessment without saving.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('assessment-score')).toHaveTextContent('20 out of 100');
  });

  it('shows a signed-in person’s saved profile directly', async () => {
    renderAssessment({
      signedIn: true,
      saved: {
        ageGroup: '60-69',
        techComfort: 'somewhat-comfortable',
        previousExperience: 'nearly',
        currentSituation: 'suspicious-calls',
        attackTypes: ['phone-calls'],
        concernAreas: ['finances'],
        supportLevel: 'some-support',
        riskScore: 48,
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your Results' })).toBeInTheDocument();
    expect(screen.getByTestId('assessment-score')).toHaveTextContent('48 out of 100');
    expect(screen.getByText('Moderate risk')).toBeInTheDocument();
    expect(screen.getByText('Saved to your account on November 20, 2026.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Question 1 of 7')).not.toBeInTheDocument());
  });

  it('keeps a guest’s answers through sign-in and saves them once signed in', async () => {
    const user = userEvent.setup();
    renderAssessment({ signedIn: false });
    await screen.findByText('Question 1 of 7');
    await answer(user, LOW_CHOICES);
    // jsdom cannot follow the link to the sign-in page; the click handler is what matters.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    await user.click(screen.getByRole('link', { name: 'Create Account to Save Results' }));
    document.removeEventListener('click', stopNavigation);
    expect(sessionStorage.getItem('scambuddy.assessment-pending')).toContain('"ageGroup":"50-59"');
  });

  it('saves answers left before sign-in in place of an older saved profile', async () => {
    sessionStorage.setItem(
      'scambuddy.assessment-pending',
      JSON.stringify({
        ageGroup: '80+',
        techComfort: 'minimal-use',
        previousExperience: 'never',
        currentSituation: 'none',
        attackTypes: ['none-yet'],
        concernAreas: ['technology'],
        supportLevel: 'strong-support',
      }),
    );
    const { calls } = renderAssessment({
      signedIn: true,
      saved: {
        ageGroup: '60-69',
        techComfort: 'somewhat-comfortable',
        previousExperience: 'nearly',
        currentSituation: 'suspicious-calls',
        attackTypes: ['phone-calls'],
        concernAreas: ['finances'],
        supportLevel: 'some-support',
        riskScore: 48,
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    });
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    // 4 + 4 + 1 + 0 + 0 + 1 + 1 = 11 points: 44.
    expect(screen.getByTestId('assessment-score')).toHaveTextContent('44 out of 100');
    const posts = calls.filter((call) => call.url === PROFILE_URL && call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(sessionStorage.getItem('scambuddy.assessment-pending')).toBeNull();
  });
});
