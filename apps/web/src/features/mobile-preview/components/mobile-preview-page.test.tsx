import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.js';

afterEach(() => {
  vi.useRealTimers();
});

/** Renders the page with real timers (so the app settles), then hands the clock to the test. */
async function openPreview() {
  const app = renderApp({ path: '/mobile-features' });
  await screen.findByRole('heading', { level: 1, name: 'Mobile Features Preview' });
  vi.useFakeTimers();
  return app;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function click(element: HTMLElement) {
  act(() => {
    fireEvent.click(element);
  });
}

function tab(name: string): HTMLElement {
  return within(screen.getByRole('group', { name: 'Preview features' })).getByRole('button', {
    name,
  });
}

describe('mobile features preview', () => {
  it('selects a feature with its tab, deselects it with a second click, and states the status honestly', async () => {
    await openPreview();
    expect(screen.getByText('Select a Feature to Preview')).toBeInTheDocument();
    click(tab('Scam Shield Academy'));
    expect(tab('Scam Shield Academy')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Scam Shield Academy' })).toBeVisible();
    expect(screen.getByText('Sample data')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mobile App Context' })).toBeVisible();
    click(tab('Scam Shield Academy'));
    expect(screen.getByText('Select a Feature to Preview')).toBeInTheDocument();

    const footer = screen.getByRole('heading', { name: 'Implementation Status' }).parentElement;
    if (!footer) throw new Error('no footer');
    expect(within(footer).getByText('Five interactive demos on this page')).toBeVisible();
    expect(within(footer).getByText('Not started')).toBeVisible();
    expect(within(footer).queryByText('6 core screens')).not.toBeInTheDocument();
  });

  it('runs the threat demo for 4 seconds, shows the sample result, and resets without reloading', async () => {
    await openPreview();
    click(tab('Threat Detection Shield'));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(screen.getByTestId('shield-label')).toHaveTextContent('Ready');
    const start = screen.getByRole('button', { name: 'Start Demo' });
    click(start);
    expect(screen.getByTestId('shield-label')).toHaveTextContent('Analyzing...');
    expect(start).toBeDisabled();
    const indicator = screen.getByTestId('threat-indicator');
    // The indicator turns 6 degrees on every 50 ms tick.
    for (let tick = 0; tick < 10; tick += 1) advance(50);
    expect(indicator.style.transform).toBe('rotate(60deg)');
    for (let tick = 10; tick < 79; tick += 1) advance(50);
    advance(49);
    expect(screen.getByTestId('shield-label')).toHaveTextContent('Analyzing...');
    advance(1);
    expect(screen.getByTestId('shield-label')).toHaveTextContent('High Risk Detected');
    expect(screen.getByText('15% Safe')).toBeVisible();
    const detected = screen.getByRole('heading', { name: 'Detected Threats:' }).nextElementSibling;
    expect(detected?.textContent).toBe(
      'Phishing attemptSuspicious caller IDRequest for personal info',
    );
    expect(start).toBeEnabled();

    click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByTestId('shield-label')).toHaveTextContent('Ready');
    expect(screen.queryByText('15% Safe')).not.toBeInTheDocument();
    // A reload would have replaced the page and cleared the selected tab.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(tab('Threat Detection Shield')).toHaveAttribute('aria-pressed', 'true');
  });

  it('runs academy challenges for 3 seconds each and really raises the level', async () => {
    await openPreview();
    click(tab('Scam Shield Academy'));
    expect(screen.getByText('Level 12')).toBeVisible();
    expect(screen.getByText(/2,450 XP/)).toBeVisible();

    click(screen.getByRole('button', { name: 'Start: Spot the Fake Email' }));
    expect(screen.getByText('Challenge in Progress')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start: Check the Caller' })).toBeDisabled();
    advance(3_000);
    expect(screen.getByText('Challenge Complete!')).toBeVisible();
    expect(screen.getByText('You earned 150 XP.')).toBeVisible();
    expect(screen.getByText(/2,600 XP · 350 XP to next level/)).toBeVisible();
    expect(screen.getByText('24 of 30 challenges done')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start: Spot the Fake Email' })).toBeNull();
    advance(3_000);
    expect(screen.queryByText('Challenge Complete!')).not.toBeInTheDocument();

    click(screen.getByRole('button', { name: 'Start: Gift Card Red Flags' }));
    advance(3_000);
    click(screen.getByRole('button', { name: 'Start: Check the Caller' }));
    advance(3_000);
    expect(screen.getByText('Level Up!')).toBeVisible();
    expect(screen.getByText('You reached level 13!')).toBeVisible();
    expect(screen.getByText('Level 13')).toBeVisible();
    expect(screen.getByText(/3,100 XP · 850 XP to next level/)).toBeVisible();

    click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Level 12')).toBeVisible();
  });

  it('advances tips every 5 seconds, holds while hovered or paused, and wraps', async () => {
    await openPreview();
    click(tab('Personalized Safety Tips'));
    const carousel = screen.getByRole('region', { name: 'Safety tips' });
    const position = () => within(carousel).getAllByText(/^Tip \d of 8/)[0]?.textContent;
    expect(position()).toMatch(/^Tip 1 of 8/);
    advance(5_000);
    expect(position()).toMatch(/^Tip 2 of 8/);

    act(() => {
      fireEvent.mouseEnter(carousel);
    });
    advance(20_000);
    expect(position()).toMatch(/^Tip 2 of 8/);
    act(() => {
      fireEvent.mouseLeave(carousel);
    });
    advance(5_000);
    expect(position()).toMatch(/^Tip 3 of 8/);

    click(screen.getByRole('button', { name: 'Pause' }));
    advance(20_000);
    expect(position()).toMatch(/^Tip 3 of 8/);
    click(screen.getByRole('button', { name: 'Resume' }));
    advance(5_000);
    expect(position()).toMatch(/^Tip 4 of 8/);

    click(screen.getByRole('button', { name: 'Show tip 1' }));
    click(screen.getByRole('button', { name: 'Previous tip' }));
    expect(position()).toMatch(/^Tip 8 of 8/);
    click(screen.getByRole('button', { name: 'Next tip' }));
    expect(position()).toMatch(/^Tip 1 of 8/);
    expect(within(carousel).getByRole('heading', { name: 'What to Know' })).toBeVisible();
    expect(within(carousel).getByRole('heading', { name: 'What to Do' })).toBeVisible();
  });

  it('re-ranks the leaderboard by period and metric and marks YOU', async () => {
    await openPreview();
    click(tab('Community Shield Network'));
    expect(screen.getByText('12,847')).toBeVisible();
    const you = () => screen.getByText('YOU').closest('li');
    expect(you()).toHaveTextContent('Rank 4');
    click(screen.getByRole('button', { name: 'Scams blocked' }));
    expect(you()).toHaveTextContent('Rank 5');
    expect(you()).toHaveTextContent('Progress to next rank: 3 more blocks needed');
    click(screen.getByRole('button', { name: 'This month' }));
    expect(you()).toHaveTextContent('4 more blocks needed');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Join Community Forum' })).toHaveAttribute(
      'href',
      '/community',
    );
  });

  it('opens Buddy, greets after 1 second, answers moods and typed messages on time', async () => {
    await openPreview();
    click(tab('Buddy Support Chat'));
    click(screen.getByRole('button', { name: 'Chat with Buddy' }));
    expect(screen.getByRole('heading', { name: 'Buddy Support' })).toHaveFocus();
    const log = screen.getByRole('log', { name: 'Conversation with Buddy' });
    advance(999);
    expect(within(log).queryAllByRole('listitem')).toHaveLength(0);
    advance(1);
    expect(log).toHaveTextContent(/Hi, I'm Buddy!/);

    click(screen.getByRole('button', { name: "I'm worried about something" }));
    expect(screen.getByText('Buddy is typing…')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I feel safe' })).not.toBeInTheDocument();
    advance(1_500);
    expect(log).toHaveTextContent(/I'm here for you/);
    expect(screen.getByRole('link', { name: 'Take me to analysis' })).toHaveAttribute('href', '/');

    const input = screen.getByRole('textbox', { name: 'Message to Buddy' });
    act(() => {
      fireEvent.change(input, { target: { value: '  thank you  ' } });
      fireEvent.submit(input);
    });
    expect(log).toHaveTextContent('thank you');
    advance(1_499);
    expect(log).not.toHaveTextContent(/You're very welcome/);
    advance(1);
    expect(log).toHaveTextContent(/You're very welcome/);
  });

  it('leaves no demo timer running after leaving the page', async () => {
    const { router } = await openPreview();
    const leave = async () => {
      await act(async () => {
        await router.navigate('/terms');
      });
    };
    await leave();
    const timersElsewhere = vi.getTimerCount();
    await act(async () => {
      await router.navigate('/mobile-features');
    });
    click(tab('Personalized Safety Tips'));
    click(tab('Threat Detection Shield'));
    const idle = vi.getTimerCount();
    click(screen.getByRole('button', { name: 'Start Demo' }));
    expect(vi.getTimerCount()).toBeGreaterThan(idle);
    await leave();
    expect(vi.getTimerCount()).toBeLessThanOrEqual(timersElsewhere);
    advance(10_000);
    expect(screen.queryByText('High Risk Detected')).not.toBeInTheDocument();
  });
});
