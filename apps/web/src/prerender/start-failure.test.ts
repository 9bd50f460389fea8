import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input.js';
import { appDidNotStart, appStarted, START_FAILED_NOTICE_ID } from './start-failure.js';

const reload = vi.fn();

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root"><main><button type="button">Check a message</button></main></div>' +
    `<template id="${START_FAILED_NOTICE_ID}"><div role="alert">Could not finish loading.</div></template>`;
  vi.stubGlobal('location', { ...window.location, reload });
  sessionStorage.clear();
  reload.mockClear();
});

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('an app whose code does not arrive', () => {
  it('reloads once: a new version may have replaced the files this page names', () => {
    appDidNotStart();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('then says so on the drawn page, and lets go of held clicks', () => {
    const root = document.getElementById('root') as HTMLElement;
    holdEarlyInput(root);
    appDidNotStart();
    appDidNotStart();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(root.firstElementChild?.getAttribute('role')).toBe('alert');
    const clicked = vi.fn();
    const button = root.querySelector('button') as HTMLButtonElement;
    button.addEventListener('click', clicked);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('may reload again after the app once started in this tab', () => {
    appDidNotStart();
    appStarted();
    appDidNotStart();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
